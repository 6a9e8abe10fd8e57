/**
 * Every request of the preview server (the enable path is a route of its own, so Astro hands it
 * here too): the Studio's enable URL sets the cookie; any other page is
 * rendered from drafts only for a browser whose cookie holds a valid secret. Without one the answer
 * is 401 and no content at all: the server holds a token that reads drafts, so it renders nothing
 * for a stranger. A draft a page cannot show is shown as published, with a note (showableDrafts.ts).
 */
import { defineMiddleware } from 'astro:middleware';
import { withRequestContent } from '../content/contentScope';
import { draftList, draftSource, publishedSource } from './draftSource';
import { previewHtml } from './draftNotes';
import { showableDrafts } from './showableDrafts';
import { withoutDrafts } from './withoutDrafts';
import { ENABLE_PATH, PREVIEW_COOKIE, previewAccess, previewCookie, SECRET_PARAM } from './previewAccess';
import { previewConfigFromEnv } from './previewConfig';
import { t } from './texts';

const config = previewConfigFromEnv();
const access = previewAccess(config);
const drafts = draftSource(config);
const published = publishedSource(config);
const listDrafts = draftList(config);

const page = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(`<!doctype html><html lang="nb"><meta charset="utf-8"><title>${text}</title><p>${text}</p></html>`, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });

export const onRequest = defineMiddleware(async (context, next) => {
  if (context.url.pathname === ENABLE_PATH) {
    const { isValid, redirectTo } = await access.validate(context.request.url);
    const secret = context.url.searchParams.get(SECRET_PARAM);
    if (!isValid || !secret) return page(401, t.invalidSecret);
    return new Response(null, {
      status: 307,
      headers: { location: redirectTo ?? '/', 'set-cookie': previewCookie(secret), 'cache-control': 'no-store' },
    });
  }
  if (!(await access.secretIsValid(context.cookies.get(PREVIEW_COOKIE)?.value))) return page(401, t.loginRequired);
  try {
    const { response, html, leftOut } = await showableDrafts(
      (left) => withRequestContent(withoutDrafts(drafts, published, left), next),
      listDrafts,
    );
    if (html === undefined) {
      response.headers.set('cache-control', 'no-store');
      return response;
    }
    const headers = new Headers(response.headers);
    headers.set('cache-control', 'no-store');
    headers.delete('content-length');
    return new Response(previewHtml(html, leftOut, config.studioUrl), { status: response.status, headers });
  } catch (error) {
    // Even published content that fails (the build would refuse it too): a page in Norwegian, never Astro's English one.
    console.error(error);
    return page(500, t.pageFailed);
  }
});
