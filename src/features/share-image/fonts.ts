/**
 * The heading face for the share images: Fraunces from @fontsource/fraunces, the package the site's
 * own CSS uses. The renderer reads .woff (not .woff2); the latin subset holds æ, ø, å and the dashes.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const FILES = {
  400: require.resolve('@fontsource/fraunces/files/fraunces-latin-400-normal.woff'),
  600: require.resolve('@fontsource/fraunces/files/fraunces-latin-600-normal.woff'),
} as const;

export interface ShareFont {
  name: 'Fraunces';
  weight: keyof typeof FILES;
  style: 'normal';
  data: Buffer;
}

let loaded: Promise<ShareFont[]> | undefined;

export function shareFonts(): Promise<ShareFont[]> {
  loaded ??= Promise.all(
    ([400, 600] as const).map(async (weight) => ({
      name: 'Fraunces' as const,
      weight,
      style: 'normal' as const,
      data: await readFile(FILES[weight]),
    })),
  );
  return loaded;
}
