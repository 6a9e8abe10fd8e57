import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ContentBlocks from '../../../src/components/ContentBlocks';
import type { ContentBlocks as PortableTextBlocks } from '../../../sanity.types';

function paragraph(text: string, href?: string, external = false): PortableTextBlocks {
  return [
    {
      _type: 'block',
      _key: 'b',
      style: 'normal',
      markDefs: href !== undefined ? [{ _type: 'link', _key: 'l', href, external }] : [],
      children: [{ _type: 'span', _key: 's', text, marks: href !== undefined ? ['l'] : [] }],
    },
  ];
}

describe('ContentBlocks', () => {
  it('keeps HTML in text as text', () => {
    const html = renderToStaticMarkup(<ContentBlocks value={paragraph('<script>alert(1)</script> & <b>fet</b>')} />);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;fet&lt;/b&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
  });

  it('opens external links in a new tab and tells screen readers', () => {
    const html = renderToStaticMarkup(<ContentBlocks value={paragraph('Datatilsynet', 'https://www.datatilsynet.no/', true)} />);
    expect(html).toContain(
      '<a href="https://www.datatilsynet.no/" target="_blank" rel="noopener noreferrer">Datatilsynet<span class="visually-hidden"> (åpnes i ny fane)</span></a>',
    );
  });

  it('renders internal, mailto and tel links without a new tab', () => {
    for (const href of ['/program', 'mailto:post@sentrumbedehus.no', 'tel:+4773000000']) {
      const html = renderToStaticMarkup(<ContentBlocks value={paragraph('lenke', href)} />);
      expect(html).toContain(`<a href="${href}">lenke</a>`);
    }
  });

  it('renders unsafe links as plain text', () => {
    for (const href of ['javascript:alert(1)', '/\\evil.example/x', '/\t/evil.example', '//evil.example/']) {
      const html = renderToStaticMarkup(<ContentBlocks value={paragraph('klikk', href, true)} />);
      expect(html, JSON.stringify(href)).not.toContain('<a');
      expect(html).not.toMatch(/javascript:|evil/);
      expect(html).toContain('klikk');
    }
  });

  it('moves headings down under a page heading, keeps line breaks, lists and quotes', () => {
    const blocks: PortableTextBlocks = [
      { _type: 'block', _key: 'h', style: 'h2', markDefs: [], children: [{ _type: 'span', _key: 's', text: 'Overskrift', marks: [] }] },
      {
        _type: 'block',
        _key: 'q',
        style: 'blockquote',
        markDefs: [],
        children: [{ _type: 'span', _key: 's', text: 'linje 1\nlinje 2', marks: [] }],
      },
      {
        _type: 'block',
        _key: 'l',
        style: 'normal',
        listItem: 'bullet',
        level: 1,
        markDefs: [],
        children: [{ _type: 'span', _key: 's', text: 'punkt', marks: [] }],
      },
    ];
    expect(renderToStaticMarkup(<ContentBlocks value={blocks} />)).toContain('<h2>Overskrift</h2>');
    const shifted = renderToStaticMarkup(<ContentBlocks value={blocks} headingOffset={1} />);
    expect(shifted).toContain('<h3>Overskrift</h3>');
    expect(shifted).toContain('<blockquote><p>linje 1<br/>linje 2</p></blockquote>');
    expect(shifted).toContain('<ul><li>punkt</li></ul>');
  });

  it('never skips a heading level: an «h3» with no «h2» before it takes the first level under the page heading', () => {
    const heading = (key: string, style: 'h2' | 'h3'): PortableTextBlocks[number] => ({
      _type: 'block',
      _key: key,
      style,
      markDefs: [],
      children: [{ _type: 'span', _key: 's', text: key, marks: [] }],
    });
    const onlyH3 = [heading('a', 'h3'), ...paragraph('tekst'), heading('b', 'h3')];
    expect(renderToStaticMarkup(<ContentBlocks value={onlyH3} headingOffset={1} />)).toContain('<h3>a</h3><p>tekst</p><h3>b</h3>');
    expect(renderToStaticMarkup(<ContentBlocks value={onlyH3} />)).toContain('<h2>a</h2><p>tekst</p><h2>b</h2>');
    // Under an h2 an h3 stays one deeper; a later h2 goes back up.
    const mixed = [heading('a', 'h3'), heading('b', 'h2'), heading('c', 'h3'), heading('d', 'h2')];
    expect(renderToStaticMarkup(<ContentBlocks value={mixed} headingOffset={1} />)).toContain('<h3>a</h3><h3>b</h3><h4>c</h4><h3>d</h3>');
  });
});
