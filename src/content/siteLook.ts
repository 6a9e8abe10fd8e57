/**
 * The house's own look from «Innstillinger for nettstedet»: the accent colour as the tokens of both
 * schemes, and the logo. Both are optional; a colour or logo that cannot be shown stops the build.
 */
import { accentColourProblem, accentSchemes, type AccentSchemes } from '../../model/accentColour';
import { logoAltProblem } from '../../model/logo';
import { SINGLETON_IDS } from '../../model/singletons';
import type { SiteSettingsQueryResult } from '../../sanity.types';
import { DatasetError, required } from './datasetError';
import { hostedImage, type HostedImageSource } from './hostedImage';

export interface SiteLogo {
  src: string;
  alt: string;
  /** The name is drawn in the logo: the header shows the logo alone, its alt text naming the house. */
  replacesName: boolean;
  hosted?: HostedImageSource;
}

type Settings = NonNullable<SiteSettingsQueryResult>;
const id = SINGLETON_IDS.siteSettings;

export function checkAccent(doc: Settings): AccentSchemes | null {
  if (!doc.accentColour) return null;
  const problem = accentColourProblem(doc.accentColour);
  if (problem) throw new DatasetError(id, 'accentColour', problem);
  return accentSchemes(doc.accentColour);
}

/** `imageUrl` is pages.ts's: a hosted URL as is, a bundled file's import reference as its site path. */
export function checkLogo(
  doc: Settings,
  productName: string,
  imageUrl: (documentId: string, field: string, source: string) => string,
): SiteLogo | null {
  if (!doc.logoSource) return null;
  const alt = required(id, 'logo.alt', doc.logoAlt);
  const replacesName = doc.logoReplacesName === true;
  const problem = replacesName ? logoAltProblem(alt, productName) : null;
  if (problem) throw new DatasetError(id, 'logo', problem);
  return {
    src: imageUrl(id, 'logo', doc.logoSource),
    alt,
    replacesName,
    ...(doc.logoHosted ? { hosted: hostedImage(id, 'logo', doc.logoHosted, doc.logoSource) } : {}),
  };
}
