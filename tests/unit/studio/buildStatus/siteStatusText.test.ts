/** The three status lines, in Norwegian, with the time in Oslo. */
import { describe, expect, it } from 'vitest';
import { siteStatusText } from '../../../../studio/buildStatus/siteStatusText';

const now = new Date('2026-11-23T15:00:00Z');

describe('siteStatusText', () => {
  it('live today: «På nettsiden (oppdatert kl. 10.32)», Oslo time', () => {
    expect(siteStatusText({ kind: 'live', since: new Date('2026-11-23T09:32:00Z') }, now)).toEqual({
      tone: 'positive',
      label: 'På nettsiden (oppdatert kl. 10.32)',
      text: 'På nettsiden (oppdatert kl. 10.32)',
    });
  });

  it('live since an earlier day: with the day', () => {
    expect(siteStatusText({ kind: 'live', since: new Date('2026-11-21T22:15:00Z') }, now).text).toBe(
      'På nettsiden (oppdatert lørdag 21. november kl. 23.15)',
    );
  });

  it('coming', () => {
    expect(siteStatusText({ kind: 'coming' }, now)).toEqual({
      tone: 'caution',
      label: 'Publisert – kommer på nettsiden om litt',
      text: 'Publisert – kommer på nettsiden om litt',
    });
  });

  it('failed: the reason, and that the site still shows what it did', () => {
    const reason = 'Datasettet: dokumentet «event-bonnemote», feltet «title»: mangler.';
    const { tone, label, text } = siteStatusText({ kind: 'failed', failure: { at: now.toISOString(), reason, content: null } }, now);
    expect(tone).toBe('critical');
    // One line for the badge; the whole reason in the tooltip and the «Hvorfor …» dialog.
    expect(label).toBe('Nettsiden ble ikke oppdatert');
    expect(text).toBe(`Nettsiden ble ikke oppdatert: ${reason} Nettsiden viser fortsatt det som var publisert før.`);
  });
});
