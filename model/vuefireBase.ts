/**
 * Where the /vuefire demo app lives; its own routes are below it. A module of its own: the demo's
 * bundle imports just this, not the site's route table (whose derived paths it would keep).
 */
export const VUEFIRE_BASE = '/vuefire';
