/**
 * The status line a volunteer sees on a document: is the published version on the site, coming,
 * or held back by a failed build (and why). `label` fits the badge's one line; `text` says it all
 * (the badge's tooltip, the «Hvorfor …» dialog). Pure, for the Studio and its tests.
 */
import type { SiteState } from '../../model/buildStatus';
import { formatDay, formatTime, osloDateKey } from '../../model/osloTime';

export type StatusTone = 'positive' | 'caution' | 'critical';

/** «kl. 10.32» today (Oslo), else «tirsdag 24. november kl. 10.32». */
function when(date: Date, now: Date): string {
  return osloDateKey(date) === osloDateKey(now) ? formatTime(date) : `${formatDay(date)} ${formatTime(date)}`;
}

export function siteStatusText(state: SiteState, now = new Date()): { tone: StatusTone; label: string; text: string } {
  switch (state.kind) {
    case 'live': {
      const text = `På nettsiden (oppdatert ${when(state.since, now)})`;
      return { tone: 'positive', label: text, text };
    }
    case 'coming':
      return { tone: 'caution', label: 'Publisert – kommer på nettsiden om litt', text: 'Publisert – kommer på nettsiden om litt' };
    case 'failed':
      return {
        tone: 'critical',
        label: 'Nettsiden ble ikke oppdatert',
        text: `Nettsiden ble ikke oppdatert: ${state.failure.reason} Nettsiden viser fortsatt det som var publisert før.`,
      };
  }
}
