import { RESERVED_EVENT_SLUGS } from './routeRules.ts';


/** The longest address the Studio generates from a title. */
export const EVENT_SLUG_MAX_LENGTH = 60;
export const CATEGORY_SLUG_MAX_LENGTH = 40;

/** An event's address (slug) may not take a programme page's address: null when it is free, else why not. */
export function eventSlugProblem(slug: string): string | null {
  return RESERVED_EVENT_SLUGS.includes(slug)
    ? `«${slug}» er reservert for en side i programmet (${RESERVED_EVENT_SLUGS.map((s) => `«${s}»`).join(' og ')}). Velg en annen adresse.`
    : null;
}
