/** The id inside the storage footer on every demo page (features/consent/DemoStorage.astro); a link to it opens the footer's details. */
export const DEMO_STORAGE_ID = 'demo-storage';
