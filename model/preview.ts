/**
 * The preview server's facts shared by the Studio (Presentation tool), the server and its tests.
 * Where the server runs is configuration: SANITY_STUDIO_PREVIEW_URL when the Studio is built
 * (docs/preview.md); the local default is below.
 */
export const PREVIEW_LOCAL_PORT = 4322;
export const PREVIEW_LOCAL_ORIGIN = `http://127.0.0.1:${PREVIEW_LOCAL_PORT}`;

/** The first address the Studio opens on the preview server, with its secret and the page to show. */
export const PREVIEW_ENABLE_PATH = '/forhandsvisning/start';

/**
 * Strings only the preview's code carries: the Visual Editing overlay, the preview secret's URL
 * parameters, the Presentation tool's messaging, the enable route. The public build holds none
 * (tests/dist/noPreview.test.ts; the bench counts them: scripts/bench/65-preview.mjs).
 */
export const PREVIEW_CODE_MARKERS = [
  'sanity-preview-secret',
  'sanity-preview-pathname',
  'presentation-comlink',
  'visual-editing',
  'data-sanity',
  'sanity-visual-editing',
  PREVIEW_ENABLE_PATH,
];
