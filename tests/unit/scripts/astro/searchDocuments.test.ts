import { describe, expect, it } from 'vitest';
import { searchDocument } from '../../../../scripts/astro/searchDocuments.mjs';

const page = (main: string) => `<html><body><header><h1>Ikke dette</h1></header><main data-search-body>${main}</main></body></html>`;

describe('searchDocument: a built page as the search reads it', () => {
  it('keeps labels apart from their values, blocks apart as sentences, and the title out of the text', () => {
    const doc = searchDocument(
      page(
        '<h1>Barne\u00adklub\u00adben</h1><p>For barn</p><dl><div><dt>Når</dt><dd>Hver onsdag</dd></div><div><dt>Hvor</dt><dd>Kjelleren</dd></div>' +
          '<div><dt>Vipps</dt><dd><span>548210</span><button>Kopier</button></dd></div></dl>',
      ),
      '/aktiviteter',
      0,
    )!;
    expect(doc.title).toBe('Barneklubben');
    expect(doc.text).toBe('For barn. Når: Hver onsdag. Hvor: Kjelleren. Vipps: 548210.');
  });

  it('leaves out what is ignored, hidden or for screen readers, and a label whose value is left out', () => {
    const doc = searchDocument(
      page(
        '<h1>Side</h1><p data-search-ignore>Dette skjer</p><p hidden>skjult</p><a>Åpne<span class="visually-hidden"> (ny fane)</span></a>' +
          '<dl><div><dt>Neste gang</dt><dd data-search-ignore>onsdag</dd></div></dl><script>x()</script>',
      ),
      '/side',
      3,
    )!;
    expect(doc).toEqual({ id: 3, url: '/side', title: 'Side', text: 'Åpne.' });
  });

  it('reads an event’s time, end and category from its search facts', () => {
    const doc = searchDocument(
      page(
        '<h1>Julebasar</h1><div hidden data-search-ignore data-search-when="lørdag" data-search-ends="1000" data-search-category="Fellesskap"></div>',
      ),
      '/program/julebasar',
      0,
    )!;
    expect(doc).toMatchObject({ when: 'lørdag', ends: 1000, category: 'Fellesskap', text: '' });
  });

  it('skips a page whose main is not searched', () => {
    expect(searchDocument('<main><h1>Program</h1></main>', '/program', 0)).toBeUndefined();
  });
});
