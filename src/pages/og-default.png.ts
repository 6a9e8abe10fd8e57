/** /og-default.png: the share image (og:image) of every page without its own, drawn at build time. */
import type { APIRoute } from 'astro';
import { getLocation, getSiteSettings } from '../content/pages';
import { siteShareCard } from '../features/share-image/shareCards';
import { pngResponse } from '../features/share-image/pngResponse';

export const GET: APIRoute = async () => pngResponse(siteShareCard(await getSiteSettings(), await getLocation()).text);
