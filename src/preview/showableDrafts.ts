/**
 * Renders a preview page from the drafts, and when a draft fails the page's own checks (a
 * DatasetError naming its document) renders it again with that draft left out, as published: one
 * volunteer's unfinished draft must not take every page of the preview down for the others. An
 * error naming no draft leaves every remaining draft out before it gives up.
 */
import { DatasetError } from '../content/datasetError';
import type { DraftDocument } from './draftSource';

export interface LeftOutDraft {
  draft: DraftDocument;
  /** The field and what is wrong with it, as the page's check said; absent when the error named no draft. */
  field?: string;
  problem?: string;
}

export interface ShowablePage {
  response: Response;
  /** The page's HTML, read whole (an error while it streams would otherwise cut the page short). */
  html?: string;
  leftOut: LeftOutDraft[];
}

const isHtml = (response: Response) => (response.headers.get('content-type') ?? '').includes('text/html');

async function rendered(render: () => Promise<Response>): Promise<{ response: Response; html?: string }> {
  const response = await render();
  return isHtml(response) ? { response, html: await response.text() } : { response };
}

function reasonsFor(error: unknown, drafts: DraftDocument[], left: Map<string, LeftOutDraft>): LeftOutDraft[] {
  const named = error instanceof DatasetError ? drafts.find((draft) => draft.id === error.documentId && !left.has(draft.id)) : undefined;
  if (named) return [{ draft: named, field: (error as DatasetError).field, problem: (error as DatasetError).problem }];
  return drafts.filter((draft) => !left.has(draft.id)).map((draft) => ({ draft }));
}

export async function showableDrafts(
  render: (leftOut: ReadonlySet<string>) => Promise<Response>,
  listDrafts: () => Promise<DraftDocument[]>,
): Promise<ShowablePage> {
  const left = new Map<string, LeftOutDraft>();
  let drafts: DraftDocument[] | undefined;
  for (;;) {
    try {
      return { ...(await rendered(() => render(new Set(left.keys())))), leftOut: [...left.values()] };
    } catch (error) {
      drafts ??= await listDrafts();
      const reasons = reasonsFor(error, drafts, left);
      if (reasons.length === 0) throw error;
      for (const reason of reasons) left.set(reason.draft.id, reason);
    }
  }
}
