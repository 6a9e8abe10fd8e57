/**
 * Which documents a query sees, by the API's `perspective` parameter: "published" (the default since
 * API version 2025-02-19), "raw" (everything, drafts and versions included) or "drafts"/"previewDrafts"
 * (each draft in place of its published document, under the published id).
 */
import type { SanityDocument } from '../../src/content/sources';

const isDraft = (id: string) => id.startsWith('drafts.');
const isVersion = (id: string) => id.startsWith('versions.');

export function documentsInPerspective(all: SanityDocument[], perspective: string | null): SanityDocument[] {
  const published = all.filter((doc) => !isDraft(doc._id) && !isVersion(doc._id));
  const names = parsePerspective(perspective);
  if (names.includes('raw')) return all;
  if (!showsDrafts(perspective)) return published;
  const byId = new Map(published.map((doc) => [doc._id, doc]));
  for (const draft of all.filter((doc) => isDraft(doc._id))) {
    const id = draft._id.slice('drafts.'.length);
    byId.set(id, { ...draft, _id: id, _originalId: draft._id });
  }
  return [...byId.values()];
}

/** Whether the perspective shows drafts in place of published documents. */
function showsDrafts(perspective: string | null): boolean {
  const names = parsePerspective(perspective);
  return !names.includes('raw') && (names.includes('drafts') || names.includes('previewDrafts'));
}

/** The perspective's names, from `a,b`, `["a","b"]` or nothing (published). */
export function parsePerspective(perspective: string | null): string[] {
  if (!perspective) return ['published'];
  if (perspective.startsWith('[')) return JSON.parse(perspective) as string[];
  return perspective.split(',');
}
