/** A share card as the body of a static .png endpoint. */
import { drawAhead, renderShareImage } from './renderShareImage';
import { getSiteSettings } from '../../content/pages';
import type { ShareCardText } from './ShareCard';

export async function pngResponse(text: ShareCardText): Promise<Response> {
  const { accent } = await getSiteSettings();
  return new Response(new Uint8Array(await renderShareImage(text, accent)), { headers: { 'Content-Type': 'image/png' } });
}

/** The cards of pages still to come, started now (drawAhead). */
export async function drawCardsAhead(texts: readonly ShareCardText[]): Promise<void> {
  drawAhead(texts, (await getSiteSettings()).accent);
}
