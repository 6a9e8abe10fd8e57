/**
 * Who may see drafts: a browser holding a preview secret that the Studio created for a logged-in
 * editor (Presentation tool → @sanity/preview-url-secret writes it into the dataset, valid one hour).
 * The enable route checks the secret against the dataset and keeps it in an HttpOnly cookie; every
 * later request is checked again, so a secret stops working when it expires or is deleted.
 */
import { createClient } from '@sanity/client';
import { validatePreviewUrl } from '@sanity/preview-url-secret';
import { draftClientConfig } from './draftSource';
import type { PreviewConfig } from './previewConfig';

export const PREVIEW_COOKIE = 'forhandsvisning';
export const SECRET_PARAM = 'sanity-preview-secret';

/** The path the Studio opens first, with the secret and the page to show (see sanity.config.ts). */
export const ENABLE_PATH = '/forhandsvisning/start';

interface Validated {
  isValid: boolean;
  redirectTo?: string;
}

export function previewAccess(config: PreviewConfig) {
  const client = createClient(draftClientConfig(config));
  return {
    /** The Studio's enable URL: valid secret → where to go. */
    validate: (url: string): Promise<Validated> => validatePreviewUrl(client, url),
    /** A secret from the cookie, checked again. */
    async secretIsValid(secret: string | undefined): Promise<boolean> {
      if (!secret) return false;
      const url = new URL(ENABLE_PATH, 'http://forhandsvisning');
      url.searchParams.set(SECRET_PARAM, secret);
      return (await validatePreviewUrl(client, url.toString())).isValid;
    },
  };
}

/** The cookie for a Studio on another site (the deployed Studio frames the preview): SameSite=None needs Secure, and Partitioned keeps it to that Studio. */
export function previewCookie(secret: string, maxAgeSeconds = 3600): string {
  return `${PREVIEW_COOKIE}=${encodeURIComponent(secret)}; Path=/; HttpOnly; Secure; SameSite=None; Partitioned; Max-Age=${maxAgeSeconds}`;
}
