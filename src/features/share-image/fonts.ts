/**
 * The heading face for the share images: Fraunces from @fontsource/fraunces, the package the site's
 * own CSS uses. The renderer reads .woff (not .woff2); the latin subset holds æ, ø, å and the dashes.
 * Named by file: the worker that draws the cards reads them (paintWorker.mjs).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface ShareFontFile {
  name: 'Fraunces';
  weight: 400 | 600;
  style: 'normal';
  path: string;
}

export const SHARE_FONTS: readonly ShareFontFile[] = ([400, 600] as const).map((weight) => ({
  name: 'Fraunces',
  weight,
  style: 'normal',
  path: require.resolve(`@fontsource/fraunces/files/fraunces-latin-${weight}-normal.woff`),
}));
