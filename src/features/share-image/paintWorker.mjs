/**
 * Draws one share card in a worker thread (paintCache.ts): satori's layout and resvg's painting and
 * PNG encoding all run on the thread that asks, about 15 ms a card. Plain JavaScript loaded by path
 * from the source tree, as the bundled build moves the module that starts it.
 */
import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

// One list per set of faces: satori parses a font once per list it is given.
/** @type {Map<string, import('satori').SatoriOptions['fonts']>} */
const faces = new Map();
/** @param {readonly import('./fonts').ShareFontFile[]} fonts */
const loaded = (fonts) => {
  const key = JSON.stringify(fonts);
  if (!faces.has(key))
    faces.set(
      key,
      fonts.map(({ path, ...face }) => ({ ...face, data: readFileSync(path) })),
    );
  return /** @type {import('satori').SatoriOptions['fonts']} */ (faces.get(key));
};

/**
 * `element`: plain `{ type, props }` objects (plainElement.ts); `fonts`: faces with a file path each.
 * @param {import('./paintCache').CardDrawing & { options: import('@resvg/resvg-js').ResvgRenderOptions }} card
 */
export default async function drawCard({ element, size, fonts, options }) {
  const svg = await satori(/** @type {import('react').ReactNode} */ (element), { ...size, fonts: loaded(fonts) });
  return new Resvg(svg, options).render().asPng();
}
