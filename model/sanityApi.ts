/** The Sanity API version every client speaks: the site's build, the preview server and the Studio's own queries. */
export const SANITY_API_VERSION = '2025-02-19';
