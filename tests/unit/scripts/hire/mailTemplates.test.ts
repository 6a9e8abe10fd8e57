/**
 * The hall hire e-mail templates: one for each name in the contract, every Handlebars tag a field
 * the mail document's data has, the visitor's text kept as typed in the text part and escaped in
 * HTML, and the house's name written in as text, never as a tag.
 */
import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATES, type AnswerData, type NewRequestData, type ReceiptData } from '../../../../model/hallHire';
import { hireMailTemplates } from '../../../../scripts/hire/mailTemplates.mjs';

const RECEIPT: (keyof ReceiptData)[] = ['reference', 'roomName', 'when'];
const NEW_REQUEST: (keyof NewRequestData)[] = [...RECEIPT, 'kind', 'guests', 'name', 'phone', 'email', 'message'];
const ANSWER: (keyof AnswerData)[] = [...RECEIPT, 'answer'];
const FIELDS: Record<string, string[]> = {
  [MAIL_TEMPLATES.newRequest]: NEW_REQUEST,
  [MAIL_TEMPLATES.receipt]: RECEIPT,
  [MAIL_TEMPLATES.approved]: ANSWER,
  [MAIL_TEMPLATES.declined]: ANSWER,
  [MAIL_TEMPLATES.cancelled]: ANSWER,
};

const templates = hireMailTemplates('Lia bedehus');

/** Every tag not escaped with a backslash: its braces and what it names. */
const tags = (source: string) =>
  [...source.matchAll(/(\\?)(\{\{\{?)([#/]?)(\w+)(?: (\w+))?\}\}\}?/g)]
    .filter(([, backslash]) => !backslash)
    .map(([, , braces, block, name, argument]) =>
      block ? { block: `${block}${name}`, field: argument } : { braces: braces.length, field: name },
    );

describe('hireMailTemplates', () => {
  it('writes one template for each name in MAIL_TEMPLATES, each with subject, text and html', () => {
    expect(Object.keys(templates).sort()).toEqual(Object.values(MAIL_TEMPLATES).sort());
    for (const template of Object.values(templates)) {
      expect(Object.keys(template).sort()).toEqual(['html', 'subject', 'text']);
      for (const part of Object.values(template)) expect(part.length).toBeGreaterThan(10);
    }
  });

  it.each(Object.entries(FIELDS))('%s uses every field of its data and no other', (name, fields) => {
    const template = templates[name];
    for (const part of ['text', 'html'] as const) {
      const used = tags(template[part])
        .filter((tag) => !tag.block || tag.block === '#if')
        .map((tag) => tag.field);
      expect(new Set(used), `${name}.${part}`).toEqual(new Set(fields));
    }
    for (const tag of tags(template.subject)) expect(fields).toContain(tag.field);
  });

  it('keeps the text part as typed (triple braces) and lets Handlebars escape the HTML (double)', () => {
    for (const template of Object.values(templates)) {
      for (const tag of [...tags(template.text), ...tags(template.subject)]) if (!tag.block) expect(tag.braces).toBe(3);
      for (const tag of tags(template.html)) if (!tag.block) expect(tag.braces).toBe(2);
    }
  });

  it('shows the message and the answer only when there is one', () => {
    expect(templates[MAIL_TEMPLATES.newRequest].text).toMatch(/\{\{#if message\}\}Melding:\n\{\{\{message\}\}\}\n\n\{\{\/if\}\}/);
    for (const name of [MAIL_TEMPLATES.approved, MAIL_TEMPLATES.declined, MAIL_TEMPLATES.cancelled])
      expect(templates[name].html).toMatch(/\{\{#if answer\}\}.*\{\{answer\}\}.*\{\{\/if\}\}/);
  });

  it('tells the visitor the reference and that the house answers as soon as it can', () => {
    const { subject, text, html } = templates[MAIL_TEMPLATES.receipt];
    expect(subject).toContain('{{{reference}}}');
    expect(text).toContain('vi svarer så snart vi kan');
    expect(html).toContain('vi svarer så snart vi kan');
    expect(text).toMatch(/Hilsen\nLia bedehus\n$/);
  });

  it('writes the house’s name as text: escaped in HTML, and never a Handlebars tag', () => {
    const { text, html } = hireMailTemplates('Lia & {{Bakken}} bedehus')[MAIL_TEMPLATES.approved];
    expect(text).toContain('Lia & \\{{Bakken}} bedehus');
    expect(html).toContain('Lia &amp; \\{{Bakken}} bedehus');
    expect(tags(text).map((tag) => tag.field)).not.toContain('Bakken');
  });
});
