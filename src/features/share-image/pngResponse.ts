/** A share card as the body of a static .png endpoint. */
import { renderShareImage } from './renderShareImage';
import type { ShareCardText } from './ShareCard';

export async function pngResponse(text: ShareCardText): Promise<Response> {
  return new Response(new Uint8Array(await renderShareImage(text)), { headers: { 'Content-Type': 'image/png' } });
}
