/**
 * The preview server's settings, from its environment (server-side only: nothing here reaches a
 * browser). The read token lets it read drafts; the Studio's URL goes into the stega edit links.
 */
import { sanityConfigFromEnv, type SanitySourceConfig } from '../content/sourceConfig';

export interface PreviewConfig extends SanitySourceConfig {
  token: string;
  /** Where the Studio is, for the edit links in the stega markers (e.g. https://bedehuset.sanity.studio). */
  studioUrl: string;
}

export function previewConfigFromEnv(env: Record<string, string | undefined> = process.env): PreviewConfig {
  const source = sanityConfigFromEnv(env);
  const studioUrl = env.SANITY_STUDIO_URL?.trim();
  const missing = [!source && 'SANITY_PROJECT_ID', !source?.token && 'SANITY_API_READ_TOKEN', !studioUrl && 'SANITY_STUDIO_URL'].filter(
    Boolean,
  );
  if (!source || !source.token || !studioUrl) throw new Error(`Forhåndsvisningen mangler ${missing.join(', ')} (se docs/preview.md).`);
  return { ...source, token: source.token, studioUrl };
}
