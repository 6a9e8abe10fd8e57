/** /robots.txt: every page may be crawled; the sitemap index says which there are. */
import type { APIRoute } from 'astro';
import { SITE_URL } from '../../model/site';
import { SITEMAP_INDEX } from '../../model/routes';

export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${new URL(SITEMAP_INDEX, SITE_URL).href}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
