/**
 * What the deploy pipeline tells the Studio about the site: which content is live, and why the last
 * build failed if it did. The build records the newest content it read (builds/latest.json); the
 * pipeline's last step copies that, or the failure, into one Sanity document
 * (scripts/pipeline/report.mjs); the Studio shows each document's status from it (studio/buildStatus/).
 */

/** The status document. An id with a dot is private in Sanity: only the Studio and tokens read it. */
export const BUILD_STATUS_ID = 'builds.status';
export const BUILD_STATUS_TYPE = 'siteBuildStatus';

/** The newest published document a build read: every change up to `updatedAt` is in that build. */
export interface ContentVersion {
  documentId: string;
  /** Sanity's revision id of that document (absent in an export without revisions). */
  revision: string | null;
  updatedAt: string;
}

/** The deployed build: builds/latest.json as served, plus when the deploy finished. */
interface LiveBuild {
  buildId: string;
  builtAt: string;
  deployedAt: string;
  content: ContentVersion | null;
}

/** The newest failed attempt; the site still serves `live`. */
interface BuildFailure {
  at: string;
  /** In Norwegian, for the volunteer: the build's own message, naming document and field when content is the cause. */
  reason: string;
  documentId?: string;
  field?: string;
  /** The content that attempt read: the failure concerns changes up to here. */
  content: ContentVersion | null;
  runUrl?: string;
}

export interface BuildStatus {
  _id: typeof BUILD_STATUS_ID;
  _type: typeof BUILD_STATUS_TYPE;
  live?: LiveBuild;
  /** Cleared by the next successful deploy. */
  failure?: BuildFailure | null;
}

/** Where a published document stands. */
export type SiteState = { kind: 'live'; since: Date } | { kind: 'coming' } | { kind: 'failed'; failure: BuildFailure };

const time = (iso: string) => Date.parse(iso);

/**
 * The state of a document published at `publishedUpdatedAt` (its published version's _updatedAt).
 * Null when there is nothing to tell: not published, or no pipeline has reported yet.
 */
export function siteState(publishedUpdatedAt: string | undefined, status: BuildStatus | null | undefined): SiteState | null {
  if (!publishedUpdatedAt || !status) return null;
  const published = time(publishedUpdatedAt);
  const { live, failure } = status;
  if (live?.content && published <= time(live.content.updatedAt)) return { kind: 'live', since: new Date(live.deployedAt) };
  if (failure?.content && published <= time(failure.content.updatedAt) && (!live || time(failure.at) >= time(live.deployedAt)))
    return { kind: 'failed', failure };
  return { kind: 'coming' };
}
