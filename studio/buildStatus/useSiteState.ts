/**
 * Where a document's published version stands on the site, kept current for the badge and the
 * «why» action: the pipeline's status document and the document's published version, both as the
 * server holds them, through one listener. The published time is the server's, never the Studio's
 * own copy: right after Publiser the Studio holds an optimistic version stamped by the volunteer's
 * clock, which may lie after the time the build records, and the status would never leave «kommer».
 */
import { useEffect, useState } from 'react';
import { useClient, type SanityDocument } from 'sanity';
import { BUILD_STATUS_ID, siteState, type BuildStatus, type SiteState } from '../../model/buildStatus';
import { SANITY_API_VERSION } from '../../model/sanityApi';

/** The status document and the published version, by id; kept current. */
function useServerDocuments(publishedId: string): Map<string, SanityDocument> {
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const [documents, setDocuments] = useState(() => new Map<string, SanityDocument>());
  useEffect(() => {
    const ids = [BUILD_STATUS_ID, publishedId];
    let active = true;
    const put = (id: string, doc: SanityDocument | undefined) =>
      setDocuments((current) => {
        const next = new Map(current);
        if (doc) next.set(id, doc);
        else next.delete(id);
        return next;
      });
    void client
      .fetch<SanityDocument[]>('*[_id in $ids]', { ids }, { perspective: 'raw' })
      .then((found) => active && found.forEach((doc) => put(doc._id, doc)));
    const subscription = client
      .listen<SanityDocument>('*[_id in $ids]', { ids }, { includeResult: true, visibility: 'query' })
      .subscribe((event) => {
        if (event.type === 'mutation') put(event.documentId, event.result);
      });
    return () => {
      active = false;
      subscription.unsubscribe();
    };
  }, [client, publishedId]);
  return documents;
}

/** null for a document never published, or before the pipeline has reported. */
export function useSiteState(publishedId: string | undefined): SiteState | null {
  const documents = useServerDocuments(publishedId ?? '');
  if (!publishedId) return null;
  const status = documents.get(BUILD_STATUS_ID) as unknown as BuildStatus | undefined;
  return siteState(documents.get(publishedId)?._updatedAt, status);
}
