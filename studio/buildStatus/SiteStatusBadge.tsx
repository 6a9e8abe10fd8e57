/**
 * Every document shows where its published version stands on the site (siteStatusText.ts), as a
 * badge beside «Publiser», kept current: the pipeline's status document is listened to, and the
 * published version comes with the badge's props.
 */
import { useEffect, useState } from 'react';
import { useClient, type DocumentBadgeComponent } from 'sanity';
import { BUILD_STATUS_ID, siteState, type BuildStatus } from '../../model/buildStatus';
import { siteStatusText, type StatusTone } from './siteStatusText';

const API_VERSION = '2025-02-19';
const COLOR: Record<StatusTone, 'success' | 'warning' | 'danger'> = { positive: 'success', caution: 'warning', critical: 'danger' };

/** The pipeline's status document, kept current; null until it exists. */
function useBuildStatus(): BuildStatus | null {
  const client = useClient({ apiVersion: API_VERSION });
  const [status, setStatus] = useState<BuildStatus | null>(null);
  useEffect(() => {
    let active = true;
    void client.getDocument<BuildStatus>(BUILD_STATUS_ID).then((doc) => active && setStatus(doc ?? null));
    const subscription = client
      .listen<BuildStatus>('*[_id == $id]', { id: BUILD_STATUS_ID }, { includeResult: true, visibility: 'query' })
      .subscribe((event) => {
        if (event.type === 'mutation') setStatus((event.result as BuildStatus | undefined) ?? null);
      });
    return () => {
      active = false;
      subscription.unsubscribe();
    };
  }, [client]);
  return status;
}

export const SiteStatusBadge: DocumentBadgeComponent = ({ published }) => {
  const state = siteState(published?._updatedAt, useBuildStatus());
  if (!state) return null;
  const { tone, text } = siteStatusText(state);
  return { label: text, title: text, color: COLOR[tone] };
};
