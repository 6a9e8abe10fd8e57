/**
 * The note a preview page carries for each draft it could not show (showableDrafts.ts): which
 * draft, which field and what is wrong, that the page shows the published version instead, and a
 * link that opens the draft in the Studio. Also where the preview differs from the public page:
 * no cookie banner (the preview is the volunteer's own view, inside the Studio).
 */
import { BANNER_ROOT_ID } from '../features/consent/consentState';
import { studioDocumentType, studioFieldTitle } from '../content/schemaCheck';
import type { LeftOutDraft } from './showableDrafts';
import { t } from './texts';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The Studio's intent link: it opens the document's form wherever the Studio's structure keeps it. */
function studioEditUrl(studioUrl: string, { id, type }: { id: string; type: string }): string {
  return `${studioUrl.replace(/\/+$/, '')}/intent/edit/id=${encodeURIComponent(id)};type=${encodeURIComponent(type)}/`;
}

/** The note's sentence for one draft, in plain text. */
function draftNote({ draft, field, problem }: LeftOutDraft): string {
  const what = field && problem ? t.fieldProblem(studioFieldTitle(draft.type, field), problem) : t.cannotShow;
  const shown = draft.published ? t.showsPublished : t.showsWithout;
  return `${t.draft(draft.title, studioDocumentType(draft.type)?.title ?? draft.type)} ${field && problem ? `kan ikke vises: ${what}` : `${what}.`} ${shown}`;
}

function notesHtml(leftOut: LeftOutDraft[], studioUrl: string): string {
  const items = leftOut
    .map(
      (left) =>
        `<li>${escape(draftNote(left))} <a href="${escape(studioEditUrl(studioUrl, left.draft))}" target="_blank" rel="noopener">${t.openInStudio}</a></li>`,
    )
    .join('');
  return (
    `<aside data-preview="draft-notes" role="status" aria-label="${t.notesTitle}" ` +
    `style="background:#fff4c2;color:#1a1a1a;border-bottom:2px solid #8a6d00;padding:0.75rem 1rem;font-size:1rem;line-height:1.4">` +
    `<ul style="margin:0;padding-left:1.25rem">${items}</ul></aside>`
  );
}

const HIDE_BANNER = `<style data-preview="no-cookie-banner">#${BANNER_ROOT_ID}{display:none!important}</style>`;

/** The page as the preview shows it: the notes first in <body>, the cookie banner hidden. */
export function previewHtml(html: string, leftOut: LeftOutDraft[], studioUrl: string): string {
  const withStyle = html.replace(/<\/head>/i, `${HIDE_BANNER}</head>`);
  if (leftOut.length === 0) return withStyle;
  return withStyle.replace(/<body[^>]*>/i, (body) => body + notesHtml(leftOut, studioUrl));
}
