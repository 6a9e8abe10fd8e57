/**
 * Contract: every query of src/content/queries.ts gives the same result through @sanity/client against
 * a stand-in of the hosted query API as through groq-js over the same documents. Drafts are in the
 * documents on purpose: both ways must leave them out. Both sources drop drafts before a query runs
 * (the API's "published" perspective, publishedOnly), so each query is also run over the raw
 * documents: its own draft filter must hold where a source hands drafts over (a token with the raw
 * perspective, a dataset export with drafts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluate, parse } from 'groq-js';
import { ClientError } from '@sanity/client';
import { ALL_QUERIES } from '../../../src/content/queries';
import { API_VERSION } from '../../../src/content/sourceConfig';
import { groqJsFetcher, readNdjson, sanityClientFetcher, type Fetcher, type SanityDocument } from '../../../src/content/sources';
import { readFileSync } from 'node:fs';
import { startSanityApiStandIn, type StandIn } from '../../../stand-ins/sanity/sanityApiStandIn';

const bundled = readNdjson(readFileSync('studio/dataset/production.ndjson', 'utf8'));
// Unpublished edits of documents every page reads: they must never show.
const drafts: SanityDocument[] = [
  { ...bundled.find((d) => d._id === 'location')!, _id: 'drafts.location', locationName: 'UTKAST: nytt navn' },
  { ...bundled.find((d) => d._id === 'membership')!, _id: 'drafts.membership', feeKroner: 999 },
  { ...bundled.find((d) => d._id === 'donationRecipient-drift')!, _id: 'drafts.donationRecipient-ny', label: 'UTKAST: ny mottaker' },
  { ...bundled.find((d) => d._id === 'legalPage-personvern')!, _id: 'drafts.legalPage-personvern', title: 'UTKAST: personvern' },
  // Drafts of list documents, edited and never published: a query without its own filter shows them.
  { ...bundled.find((d) => d._id === 'event-bonnemote')!, _id: 'drafts.event-bonnemote', title: 'UTKAST: Bønnemøte' },
  {
    ...bundled.find((d) => d._id === 'event-arsmote-2027')!,
    _id: 'drafts.event-utkast',
    title: 'UTKAST: nytt arrangement',
    slug: { _type: 'slug', current: 'utkast' },
  },
  { ...bundled.find((d) => d._id === 'category-moter')!, _id: 'drafts.category-moter', title: 'UTKAST: Møter' },
  {
    ...bundled.find((d) => d._id === 'category-moter')!,
    _id: 'drafts.category-utkast',
    title: 'UTKAST: ny kategori',
    slug: { _type: 'slug', current: 'utkast' },
  },
];
const documents = [...bundled, ...drafts];

let standIn: StandIn;
let viaClient: Fetcher;
let viaGroqJs: Fetcher;

beforeAll(async () => {
  standIn = await startSanityApiStandIn(documents);
  viaClient = sanityClientFetcher({ projectId: 'demo0000', dataset: 'production', apiVersion: API_VERSION, apiHost: standIn.apiHost });
  viaGroqJs = groqJsFetcher(documents);
});
afterAll(() => standIn?.stop());

describe('queries.ts through @sanity/client (stand-in API) and through groq-js', () => {
  for (const { name, query, params } of ALL_QUERIES) {
    it(`${name}: identical results, no drafts`, async () => {
      const before = standIn.requests.length;
      const [client, local] = await Promise.all([viaClient(query, params), viaGroqJs(query, params)]);
      expect(standIn.requests.length).toBe(before + 1);
      expect(standIn.requests.at(-1)).toMatch(new RegExp(`^/v${API_VERSION}/data/query/production\\?query=`));
      expect(client).toEqual(local);
      expect(local).not.toBeNull();
      if (Array.isArray(local)) expect(local.length).toBeGreaterThan(0);
      expect(JSON.stringify(client)).not.toMatch(/UTKAST|drafts\./);
    });
  }

  for (const { name, query, params } of ALL_QUERIES) {
    it(`${name}: its own filter leaves drafts out when the source hands them over`, async () => {
      const raw = await (await evaluate(parse(query, { params }), { dataset: documents, params })).get();
      expect(JSON.stringify(raw)).not.toMatch(/UTKAST|drafts\./);
      expect(raw).toEqual(await viaGroqJs(query, params));
    });
  }

  it('sends parameters as $name=<json>', async () => {
    await viaClient('*[_type == "legalPage" && slug.current == $slug][0].title', { slug: 'bruksvilkar' });
    const last = new URL(standIn.requests.at(-1)!, 'http://x');
    expect(last.searchParams.get('$slug')).toBe('"bruksvilkar"');
  });

  it('answers a broken query with 400 {error:{description}}, which the client raises', async () => {
    const error = await viaClient('*[_type == ', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientError);
    expect((error as ClientError).statusCode).toBe(400);
  });
});
