/**
 * Every document shows where its published version stands on the site (siteStatusText.ts), as a
 * badge beside «Publiser». A badge is one line: a failed build's reason is in its tooltip and, for
 * touch and keyboard, in the «Hvorfor …» action (SiteStatusAction.tsx).
 */
import type { DocumentBadgeComponent } from 'sanity';
import { siteStatusText, type StatusTone } from './siteStatusText';
import { useSiteState } from './useSiteState';

const COLOR: Record<StatusTone, 'success' | 'warning' | 'danger'> = { positive: 'success', caution: 'warning', critical: 'danger' };

export const SiteStatusBadge: DocumentBadgeComponent = ({ published }) => {
  const state = useSiteState(published?._id);
  if (!state) return null;
  const { tone, label, text } = siteStatusText(state);
  return { label, title: text, color: COLOR[tone] };
};
