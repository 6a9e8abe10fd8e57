/**
 * The search bench's test set (../70-search.mjs): what visitors type, as they type it, and the page each
 * means. `expect` names events by title (the next date to come, as the site ranks it) and pages by path;
 * several mean that any of them is right («klubb» is either club). Kinds: part of a compound, one or
 * two letters wrong, æ/ø/å typed as ae/o/a or left out, and ordinary words and inflections that
 * must keep working.
 */

/** @typedef {{ query: string, kind: 'del av ord' | 'skrivefeil' | 'uten æøå' | 'vanlig', expect: string[] }} SearchCase */

const compound = /** @type {const} */ ('del av ord');
const typo = /** @type {const} */ ('skrivefeil');
const ascii = /** @type {const} */ ('uten æøå');
const plain = /** @type {const} */ ('vanlig');

/** @type {SearchCase[]} */
export const SEARCH_CASES = [
  { query: 'basar', kind: compound, expect: ['Julebasar'] },
  { query: 'klubb', kind: compound, expect: ['Barneklubben Solstrålen', 'Ungdomsklubben Fyrlyset'] },
  { query: 'barneklubb', kind: compound, expect: ['Barneklubben Solstrålen'] },
  { query: 'treff', kind: compound, expect: ['Formiddagstreff'] },
  { query: 'konsert', kind: compound, expect: ['Adventskonsert', 'Julekonsert'] },
  { query: 'konferanse', kind: compound, expect: ['Høstkonferansen'] },
  { query: 'avslutning', kind: compound, expect: ['Sommeravslutning'] },
  { query: 'gruppe', kind: compound, expect: ['Bibelgruppe'] },
  { query: 'kveld', kind: compound, expect: ['/program/kafekveld-2027'] },
  { query: 'fest', kind: compound, expect: ['Juletrefest', 'Misjonsfest'] },
  { query: 'trefest', kind: compound, expect: ['Juletrefest'] },
  { query: 'ungdomsklubb', kind: compound, expect: ['Ungdomsklubben Fyrlyset'] },
  { query: 'bønnemøte', kind: plain, expect: ['Bønnemøte'] },
  { query: 'bønnemøtet', kind: plain, expect: ['Bønnemøte'] },
  { query: 'julekonserten', kind: plain, expect: ['Julekonsert'] },
  { query: 'søndagsskolen', kind: plain, expect: ['Søndagsmøte'] },
  { query: 'parkeringen', kind: plain, expect: ['/kart'] },
  { query: 'kontonummer', kind: plain, expect: ['/givertjeneste'] },
  { query: 'vipps', kind: plain, expect: ['/givertjeneste'] },
  { query: 'bli medlem', kind: plain, expect: ['/medlemskap'] },
  { query: 'kontingent', kind: plain, expect: ['/medlemskap'] },
  { query: 'abonnere på kalender', kind: plain, expect: ['/legg-til-kalender'] },
  { query: 'cookies', kind: plain, expect: ['/juridisk/informasjonskapsler'] },
  { query: 'veibeskrivelse', kind: plain, expect: ['/kart'] },
  { query: 'bønemøte', kind: typo, expect: ['Bønnemøte'] },
  { query: 'julekonsrt', kind: typo, expect: ['Julekonsert'] },
  { query: 'julebasr', kind: typo, expect: ['Julebasar'] },
  { query: 'barneklubenn', kind: typo, expect: ['Barneklubben Solstrålen'] },
  { query: 'formidagstreff', kind: typo, expect: ['Formiddagstreff'] },
  { query: 'advendskonsert', kind: typo, expect: ['Adventskonsert'] },
  { query: 'søndagsmøtte', kind: typo, expect: ['Søndagsmøte'] },
  { query: 'bibelgrupe', kind: typo, expect: ['Bibelgruppe'] },
  { query: 'juletrfest', kind: typo, expect: ['Juletrefest'] },
  { query: 'sommeravsluting', kind: typo, expect: ['Sommeravslutning'] },
  { query: 'parkring', kind: typo, expect: ['/kart'] },
  { query: 'kontonumer', kind: typo, expect: ['/givertjeneste'] },
  { query: 'medlemsskap', kind: typo, expect: ['/medlemskap'] },
  { query: 'vips', kind: typo, expect: ['/givertjeneste'] },
  { query: 'personverm', kind: typo, expect: ['/juridisk/personvern'] },
  { query: 'bonnemote', kind: ascii, expect: ['Bønnemøte'] },
  { query: 'boennemoete', kind: ascii, expect: ['Bønnemøte'] },
  { query: 'bnnemøte', kind: ascii, expect: ['Bønnemøte'] },
  { query: 'arsmote', kind: ascii, expect: ['Årsmøte'] },
  { query: 'aarsmote', kind: ascii, expect: ['Årsmøte'] },
  { query: 'rsmøte', kind: ascii, expect: ['Årsmøte'] },
  { query: 'sondagsskole', kind: ascii, expect: ['Søndagsmøte'] },
  { query: 'sondagsmote', kind: ascii, expect: ['Søndagsmøte'] },
  { query: 'varbasar', kind: ascii, expect: ['Vårbasar'] },
  { query: 'vaarbasar', kind: ascii, expect: ['Vårbasar'] },
  { query: 'hostkonferansen', kind: ascii, expect: ['Høstkonferansen'] },
  { query: 'kafekveld', kind: ascii, expect: ['/program/kafekveld-2027'] },
  { query: 'bruksvilkar', kind: ascii, expect: ['/juridisk/bruksvilkar'] },
  { query: 'personvernerklaering', kind: ascii, expect: ['/juridisk/personvern'] },
];
