/**
 * The stand-in answers the drafts perspective as the hosted API does: drafts over published (also
 * under the old name previewDrafts), only with a token; and Content Source Maps on request, which
 * @sanity/client turns into stega edit links.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ClientError, createClient, type ClientPerspective } from '@sanity/client';
import { stegaClean } from '@sanity/client/stega';
import { readNdjson } from '../../../../src/content/sources';
import { startSanityApiStandIn, type StandIn } from '../../../../stand-ins/sanity/sanityApiStandIn';
import { STAND_IN_TOKEN } from '../../../../stand-ins/sanity/project';
import { standInClient } from '../../../../stand-ins/sanity/client';

const bundled = readNdjson(readFileSync('studio/dataset/production.ndjson', 'utf8'));
const published = bundled.find((doc) => doc._id === 'legalPage-personvern')!;
const DRAFT_TITLE = 'Personvern (utkast)';
const QUERY = '*[_id == "legalPage-personvern"][0]{_id, title, "slug": slug.current}';

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startSanityApiStandIn([...bundled, { ...published, _id: 'drafts.legalPage-personvern', title: DRAFT_TITLE }]);
});
afterAll(() => standIn?.stop());

const client = (perspective: ClientPerspective, token?: string) =>
  standInClient(standIn.apiHost, { perspective, token, ignoreWarnings: /previewDrafts/ });

describe('the stand-in’s drafts perspective', () => {
  it('published: the published title, with or without a token', async () => {
    expect((await client('published').fetch(QUERY)).title).toBe(published.title);
    expect((await client('published', STAND_IN_TOKEN).fetch(QUERY)).title).toBe(published.title);
  });

  it.each(['drafts', 'previewDrafts'] as const)(
    '%s with the token: the draft over the published document, under its id',
    async (perspective) => {
      expect(await client(perspective, STAND_IN_TOKEN).fetch(QUERY)).toEqual({
        _id: 'legalPage-personvern',
        title: DRAFT_TITLE,
        slug: 'personvern',
      });
    },
  );

  it.each([undefined, 'another-token'])('drafts with token %s: refused with 401', async (token) => {
    const error = await client('drafts', token)
      .fetch(QUERY)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientError);
    expect((error as ClientError).statusCode).toBe(401);
  });

  it('maps result values to their document and field (Content Source Map)', async () => {
    const { resultSourceMap } = await client('drafts', STAND_IN_TOKEN).fetch(
      QUERY,
      {},
      { filterResponse: false, resultSourceMap: 'withKeyArraySelector' },
    );
    const mapping = resultSourceMap!.mappings["$['title']"];
    expect(mapping?.type).toBe('value');
    const source = mapping.type === 'value' && mapping.source.type === 'documentValue' ? mapping.source : undefined;
    expect(resultSourceMap!.documents[source!.document]).toEqual({ _id: 'drafts.legalPage-personvern', _type: 'legalPage' });
    expect(resultSourceMap!.paths[source!.path]).toBe("$['title']");
    expect(resultSourceMap!.mappings["$['slug']"]).toBeDefined();
  });

  it('lets @sanity/client mark the title with an edit link to its field', async () => {
    const stega = createClient({ ...client('drafts', STAND_IN_TOKEN).config(), stega: { enabled: true, studioUrl: 'http://studio.test' } });
    const result = await stega.fetch<{ title: string }>(QUERY);
    expect(result.title).not.toBe(DRAFT_TITLE);
    expect(stegaClean(result.title)).toBe(DRAFT_TITLE);
  });
});
