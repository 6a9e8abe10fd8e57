/** A share card as the body of a static .png endpoint. */
import { renderShareImage } from './renderShareImage';
import { getSiteSettings } from '../../content/pages';
import type { ShareCardText } from './ShareCard';

export async function pngResponse(text: ShareCardText): Promise<Response> {
  const { accent } = await getSiteSettings();
  return new Response(new Uint8Array(await renderShareImage(text, accent)), { headers: { 'Content-Type': 'image/png' } });
}
