/**
 * What `npm run house:new` asks: only what a helper can answer, each checked by the Studio's own
 * rule for the field it fills (the schema check, src/content/schemaCheck.ts), so an answer the
 * command takes is one the Studio and the build take too.
 */
import { SINGLETON_IDS } from '../../model/singletons';
import { checkDocuments } from '../../src/content/schemaCheck';

/**
 * @typedef {{ name: string; street: string; postcode: string; town: string; email: string; phone: string;
 *   owner: string; orgNumber?: string }} HouseAnswers
 * @typedef {{ key: keyof HouseAnswers; flag: string; prompt: string; type: string; field: string; optional?: boolean }} Question
 */

/** @type {Question[]} */
export const QUESTIONS = [
  { key: 'name', flag: 'name', prompt: 'Navnet på bedehuset', type: SINGLETON_IDS.siteSettings, field: 'productName' },
  { key: 'street', flag: 'street', prompt: 'Gateadresse', type: SINGLETON_IDS.location, field: 'streetAddress' },
  { key: 'postcode', flag: 'postcode', prompt: 'Postnummer', type: SINGLETON_IDS.location, field: 'postalCode' },
  { key: 'town', flag: 'town', prompt: 'Poststed', type: SINGLETON_IDS.location, field: 'city' },
  { key: 'email', flag: 'email', prompt: 'E-post besøkende kan skrive til', type: SINGLETON_IDS.siteSettings, field: 'email' },
  { key: 'phone', flag: 'phone', prompt: 'Telefon besøkende kan ringe', type: SINGLETON_IDS.siteSettings, field: 'phone' },
  { key: 'owner', flag: 'owner', prompt: 'Organisasjonen som eier huset', type: SINGLETON_IDS.location, field: 'owner' },
  {
    key: 'orgNumber',
    flag: 'org-number',
    prompt: 'Organisasjonsnummer (ni sifre, la stå tomt om dere ikke har et)',
    type: SINGLETON_IDS.siteSettings,
    field: 'organizationNumber',
    optional: true,
  },
];

/**
 * The Studio's message for this answer, or null when the field takes it.
 * @param {Question} question
 * @param {string} answer
 * @returns {Promise<string | null>}
 */
export async function answerProblem(question, answer) {
  const value = answer.trim();
  if (!value && question.optional) return null;
  const document = { _id: question.type, _type: question.type, ...(value ? { [question.field]: value } : {}) };
  const problems = await checkDocuments([document]);
  return problems.find((p) => p.field === question.field)?.message ?? null;
}
