/**
 * The hall hire messages, as Handlebars templates for Firebase's «Trigger Email» extension: one
 * document {subject, text, html} per name in MAIL_TEMPLATES, filled with the mail document's
 * `template.data` (model/hallHire.ts). The house's name is written in when the templates are.
 */
import { HIRE_COLLECTIONS, MAIL_TEMPLATES } from '../../model/hallHire';

/**
 * A message in one description for both parts. `{field}` is a field of the data, `{house}` the
 * house's name; `details` are label and field, `note` a free text (kept as typed) shown when given;
 * `signed` ends it with the house's name.
 * @typedef {{
 *   subject: string;
 *   intro: string[];
 *   details: [label: string, field: string][];
 *   note?: { heading: string; field: string };
 *   outro: string[];
 *   signed: boolean;
 * }} Message
 * @typedef {{ subject: string; text: string; html: string }} MailTemplate
 */

const BOOKING = /** @type {[string, string][]} */ ([
  ['Referanse', 'reference'],
  ['Rom', 'roomName'],
  ['Når', 'when'],
]);

/** @type {Record<keyof typeof MAIL_TEMPLATES, Message>} */
const MESSAGES = {
  newRequest: {
    subject: 'Ny utleieforespørsel {reference}: {roomName} {when}',
    intro: ['{name} vil leie {roomName} {when}.'],
    details: [
      ...BOOKING,
      ['Arrangement', 'kind'],
      ['Antall gjester', 'guests'],
      ['Navn', 'name'],
      ['Telefon', 'phone'],
      ['E-post', 'email'],
    ],
    note: { heading: 'Melding', field: 'message' },
    outro: [
      'Godkjenn eller avslå forespørselen i Studioet under «Utleie»: da får {name} svaret på e-post. Svarer du på denne e-posten, går svaret rett til {name}.',
    ],
    signed: false,
  },
  receipt: {
    subject: 'Vi har fått forespørselen din ({reference})',
    intro: ['Hei!', 'Takk for forespørselen om å leie {roomName} på {house}. Vi har fått den, og vi svarer så snart vi kan.'],
    details: BOOKING,
    outro: ['Tiden er ikke holdt av til deg før du har fått svar. Oppgi referansen {reference} når du tar kontakt.'],
    signed: true,
  },
  approved: {
    subject: 'Godkjent: leie av {roomName} {when} ({reference})',
    intro: ['Hei!', 'Forespørselen din om å leie {roomName} på {house} er godkjent, og tiden er holdt av til deg.'],
    details: BOOKING,
    note: { heading: 'Svar fra oss', field: 'answer' },
    outro: ['Oppgi referansen {reference} når du tar kontakt.'],
    signed: true,
  },
  declined: {
    subject: 'Svar på forespørselen din om {roomName} {when} ({reference})',
    intro: ['Hei!', 'Vi kan dessverre ikke leie ut {roomName} på {house} til deg denne gangen.'],
    details: BOOKING,
    note: { heading: 'Svar fra oss', field: 'answer' },
    outro: ['Oppgi referansen {reference} når du tar kontakt.'],
    signed: true,
  },
  cancelled: {
    subject: 'Avlyst: leie av {roomName} {when} ({reference})',
    intro: ['Hei!', 'Leien din av {roomName} på {house} er avlyst, og tiden er ikke lenger holdt av til deg.'],
    details: BOOKING,
    note: { heading: 'Svar fra oss', field: 'answer' },
    outro: ['Oppgi referansen {reference} når du tar kontakt.'],
    signed: true,
  },
};

/** @param {string} text */
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// A `{{` in the house's own name would open a Handlebars tag: a backslash makes it literal.
/** @param {string} text */
const literal = (text) => text.replace(/\{\{/g, '\\{{');

/**
 * `{field}` as a Handlebars tag: triple braces in text, which Handlebars must not HTML-escape;
 * double in HTML, which it must.
 * @param {string} line
 * @param {string} house
 * @param {'text' | 'html'} part
 */
function fill(line, house, part) {
  const escaped = part === 'html' ? escapeHtml : (/** @type {string} */ text) => text;
  const tag = (/** @type {string} */ field) => (part === 'html' ? `{{${field}}}` : `{{{${field}}}}`);
  return line
    .split(/(\{\w+\})/)
    .map((piece) => {
      const field = /^\{(\w+)\}$/.exec(piece)?.[1];
      if (!field) return escaped(piece);
      if (field === 'house') return literal(escaped(house));
      return tag(field);
    })
    .join('');
}

/**
 * @param {Message} message
 * @param {string} house
 * @returns {MailTemplate}
 */
function template({ subject, intro, details, note, outro, signed }, house) {
  const text = (/** @type {string} */ line) => fill(line, house, 'text');
  const html = (/** @type {string} */ line) => fill(line, house, 'html');
  const rows = details.map(([label, field]) => ({ label, value: `{${field}}` }));
  // The note's own blank line is inside its {{#if}}: without a note, no empty paragraph.
  const textNote = note ? `{{#if ${note.field}}}${note.heading}:\n{{{${note.field}}}}\n\n{{/if}}` : '';
  const htmlNote = note
    ? [`{{#if ${note.field}}}<h2>${escapeHtml(note.heading)}</h2><p style="white-space: pre-wrap">{{${note.field}}}</p>{{/if}}`]
    : [];
  return {
    subject: text(subject),
    text:
      [...intro.map(text), rows.map(({ label, value }) => `${label}: ${text(value)}`).join('\n')].join('\n\n') +
      '\n\n' +
      textNote +
      [...outro.map(text), ...(signed ? [`Hilsen\n${text('{house}')}`] : [])].join('\n\n') +
      '\n',
    html: [
      '<!doctype html>',
      '<html lang="nb">',
      '<body style="font-family: sans-serif; line-height: 1.5">',
      ...intro.map((line) => `<p>${html(line)}</p>`),
      '<table>',
      ...rows.map(
        ({ label, value }) => `<tr><th style="text-align: left; padding-right: 1em">${escapeHtml(label)}</th><td>${html(value)}</td></tr>`,
      ),
      '</table>',
      ...htmlNote,
      ...outro.map((line) => `<p>${html(line)}</p>`),
      ...(signed ? [`<p>Hilsen<br>${html('{house}')}</p>`] : []),
      '</body>',
      '</html>',
      '',
    ].join('\n'),
  };
}

/**
 * Every hall hire template by its name in MAIL_TEMPLATES, with the house's name written in.
 * @param {string} house
 * @returns {Record<string, MailTemplate>}
 */
export function hireMailTemplates(house) {
  return Object.fromEntries(
    Object.entries(MESSAGES).map(([kind, message]) => [
      MAIL_TEMPLATES[/** @type {keyof typeof MAIL_TEMPLATES} */ (kind)],
      template(message, house),
    ]),
  );
}

/**
 * Writes the templates over those of the same name (others are left alone).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {Record<string, MailTemplate>} templates
 */
export async function writeMailTemplates(db, templates) {
  const batch = db.batch();
  for (const [name, fields] of Object.entries(templates)) batch.set(db.collection(HIRE_COLLECTIONS.mailTemplates).doc(name), fields);
  await batch.commit();
}
