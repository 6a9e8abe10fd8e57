/**
 * The file name Astro gives the site's one script (src/scripts/everyPage.ts, named by the layout's
 * <script>): BaseLayout.astro's first script, with a content hash.
 */
export const EVERY_PAGE_SCRIPT = /(^|\/)BaseLayout\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/;
