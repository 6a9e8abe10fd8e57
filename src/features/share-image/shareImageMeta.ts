/**
 * What BaseHead says about a page's share image: an absolute URL and the size it really has. Our own
 * images (a site path) are drawn at the share size; a picture from Sanity's image CDN must already
 * be cut to it (src/content/hostedImage.ts asks for w, h and fit=crop around the hotspot).
 */
import { SITE_URL } from '../../../model/site';
import { SHARE_IMAGE_SIZE } from './size';

export interface ShareImageMeta {
  url: string;
  alt: string;
  width: number;
  height: number;
}

const SANITY_CDN = 'cdn.sanity.io';

export function shareImageMeta(image: string, alt: string): ShareImageMeta {
  const url = new URL(image, SITE_URL);
  if (url.origin !== new URL(SITE_URL).origin) {
    if (url.hostname !== SANITY_CDN)
      throw new Error(`Delingsbildet ${image} er verken på nettstedet eller i Sanitys bilde-CDN: størrelsen kan ikke garanteres.`);
    const [w, h, fit] = ['w', 'h', 'fit'].map((name) => url.searchParams.get(name));
    if (w !== String(SHARE_IMAGE_SIZE.width) || h !== String(SHARE_IMAGE_SIZE.height) || fit !== 'crop') {
      throw new Error(`Delingsbildet ${image} er ikke skåret til ${SHARE_IMAGE_SIZE.width}×${SHARE_IMAGE_SIZE.height}.`);
    }
  }
  return { url: url.href, alt, ...SHARE_IMAGE_SIZE };
}
