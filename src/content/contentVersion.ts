/**
 * The newest published content of the source the build reads: every change up to it is in the
 * build. Read without the schema check, so a build that stops still says which content it saw.
 */
import { BUILD_STATUS_ID, type ContentVersion } from '../../model/buildStatus';
import { configuredSource, type Fetcher } from './sources';

// Editors' documents only: not drafts or versions, not assets (they count once a document uses them),
// not the pipeline's own status document.
const NEWEST_CONTENT = `*[!(_id in path("drafts.**")) && !(_id in path("versions.**")) && _id != $statusId
  && !string::startsWith(_type, "sanity.") && !string::startsWith(_type, "system.") && defined(_updatedAt)]
  | order(_updatedAt desc)[0]{"documentId": _id, "revision": coalesce(_rev, null), "updatedAt": _updatedAt}`;

export async function newestContent(fetch: Fetcher = configuredSource()): Promise<ContentVersion | null> {
  const newest = await fetch<ContentVersion | null>(NEWEST_CONTENT, { statusId: BUILD_STATUS_ID });
  return newest?.updatedAt ? newest : null;
}
