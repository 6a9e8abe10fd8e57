/**
 * The status line a volunteer sees on a document: is the published version on the site, coming,
 * or held back by a failed build (and why). Pure, for the Studio banner and its tests.
 */
import type { SiteState } from '../../model/buildStatus';
import { formatDay, formatTime, osloDateKey } from '../../model/osloTime';

export type StatusTone = 'positive' | 'caution' | 'critical';

/** «kl. 10.32» today (Oslo), else «tirsdag 24. november kl. 10.32». */
function when(date: Date, now: Date): string {
  return osloDateKey(date) === osloDateKey(now) ? formatTime(date) : `${formatDay(date)} ${formatTime(date)}`;
}

export function siteStatusText(state: SiteState, now = new Date()): { tone: StatusTone; text: string } {
  switch (state.kind) {
    case 'live':
      return { tone: 'positive', text: `På nettsiden (oppdatert ${when(state.since, now)})` };
    case 'coming':
      return { tone: 'caution', text: 'Publisert – kommer på nettsiden om litt' };
    case 'failed':
      return {
        tone: 'critical',
        text: `Nettsiden ble ikke oppdatert: ${state.failure.reason} Nettsiden viser fortsatt det som var publisert før.`,
      };
  }
}
