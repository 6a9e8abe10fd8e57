/** The Studio's enable URL (ENABLE_PATH): answered by the middleware, which sets the cookie; this route only gives the path a place. */
import type { APIRoute } from 'astro';

export const prerender = false;
export const GET: APIRoute = () => new Response(null, { status: 404 });
