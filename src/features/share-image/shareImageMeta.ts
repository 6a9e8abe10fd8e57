/**
 * What BaseHead says about a page's share image: an absolute URL and the size it really has. Our own
 * images (a site path) are drawn at the share size; a picture from Sanity's image CDN is asked for
 * at that size and cropped to it (w, h, fit=crop).
 */
import { SITE_URL } from '../../../model/site';
import { SHARE_IMAGE_SIZE } from './size';

export interface ShareImageMeta { url: string; alt: string; width: number; height: number }

const SANITY_CDN = 'cdn.sanity.io';

export function shareImageMeta(image: string, alt: string): ShareImageMeta {
  const url = new URL(image, SITE_URL);
  if (url.origin !== new URL(SITE_URL).origin) {
    if (url.hostname !== SANITY_CDN) throw new Error(`Delingsbildet ${image} er verken på nettstedet eller i Sanitys bilde-CDN: størrelsen kan ikke garanteres.`);
    url.searchParams.set('w', String(SHARE_IMAGE_SIZE.width));
    url.searchParams.set('h', String(SHARE_IMAGE_SIZE.height));
    url.searchParams.set('fit', 'crop');
  }
  return { url: url.href, alt, ...SHARE_IMAGE_SIZE };
}
