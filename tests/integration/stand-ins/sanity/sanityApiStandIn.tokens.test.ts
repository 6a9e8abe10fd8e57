/**
 * The stand-in keeps drafts and writes behind the token as the hosted API does: every perspective but
 * published, a draft's id in data/doc, the History and Events APIs (they show drafts), and data/mutate
 * and data/actions are refused without a valid token, with the API's error bodies; the published
 * documents stay open to everyone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { readNdjson } from '../../../../src/content/sources';
import { API_VERSION } from '../../../../src/content/sourceConfig';
import { startSanityApiStandIn, type StandIn } from '../../../../stand-ins/sanity/sanityApiStandIn';
import { STAND_IN_TOKEN } from '../../../../stand-ins/sanity/project';

const bundled = readNdjson(readFileSync('studio/dataset/production.ndjson', 'utf8'));
const published = bundled.find((doc) => doc._id === 'legalPage-personvern')!;
const DRAFT_ID = 'drafts.legalPage-personvern';
const DRAFT_TITLE = 'Personvern (utkast)';

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startSanityApiStandIn([...bundled, { ...published, _id: DRAFT_ID, title: DRAFT_TITLE }]);
});
afterAll(() => standIn?.stop());

const headers = (token?: string): Record<string, string> => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

async function call(path: string, token?: string, body?: unknown) {
  const response = await fetch(`${standIn.apiHost}/v${API_VERSION}/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: headers(token),
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const query = (perspective: string, token?: string) =>
  call(
    `data/query/production?query=${encodeURIComponent('*[_id in path("drafts.**")]._id')}&perspective=${encodeURIComponent(perspective)}`,
    token,
  );

const SESSION_NOT_FOUND = { errorCode: 'SIO-401-ANF', error: 'Unauthorized', message: 'Session not found', statusCode: 401 };

describe('queries by perspective', () => {
  it.each(['raw', '["raw"]', 'published,raw', 'drafts', 'previewDrafts', '["drafts"]'])(
    '%s: 401 without a token, 401 «Session not found» with a wrong one, the drafts with the token',
    async (perspective) => {
      const anonymous = await query(perspective);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ error: 'Unauthorized', statusCode: 401 });
      expect(anonymous.body.message).toContain(perspective);
      expect(JSON.stringify(anonymous.body)).not.toContain(DRAFT_ID);
      expect(await query(perspective, 'another-token')).toEqual({ status: 401, body: SESSION_NOT_FOUND });
      expect((await query(perspective, STAND_IN_TOKEN)).status).toBe(200);
    },
  );

  it('published: open to everyone, and no drafts in it', async () => {
    expect(await query('published')).toMatchObject({ status: 200, body: { result: [] } });
  });
});

describe('documents by id', () => {
  it('a draft’s id: 401 without a token or with a wrong one, the draft with the token', async () => {
    const anonymous = await call(`data/doc/production/${DRAFT_ID}`);
    expect(anonymous.status).toBe(401);
    expect(JSON.stringify(anonymous.body)).not.toContain(DRAFT_TITLE);
    expect(await call(`data/doc/production/legalPage-personvern,${DRAFT_ID}`)).toMatchObject({ status: 401 });
    expect(await call(`data/doc/production/${DRAFT_ID}`, 'another-token')).toEqual({ status: 401, body: SESSION_NOT_FOUND });
    const withToken = await call(`data/doc/production/${DRAFT_ID}`, STAND_IN_TOKEN);
    expect(withToken.body.documents).toMatchObject([{ _id: DRAFT_ID, title: DRAFT_TITLE }]);
  });

  it('a published id: open to everyone', async () => {
    expect((await call('data/doc/production/legalPage-personvern')).body.documents).toMatchObject([{ title: published.title }]);
  });
});

describe('writes', () => {
  const mutation = { mutations: [{ createOrReplace: { _id: 'drafts.nytt', _type: 'legalPage', title: 'Uten nøkkel' } }] };
  const action = {
    actions: [
      {
        actionType: 'sanity.action.document.edit',
        draftId: DRAFT_ID,
        publishedId: published._id,
        patch: { set: { title: 'Uten nøkkel' } },
      },
    ],
  };

  it.each([
    ['data/mutate/production', mutation],
    ['data/actions/production', action],
  ])('%s: 403 insufficientPermissionsError without a token, 401 with a wrong one; nothing changes', async (path, body) => {
    expect(await call(path, undefined, body)).toEqual({
      status: 403,
      body: {
        error: {
          description: 'the mutation(s) failed: Insufficient permissions; permission "create" required',
          items: [
            {
              error: {
                description: 'Insufficient permissions; permission "create" required',
                permission: 'create',
                type: 'insufficientPermissionsError',
              },
              index: 0,
            },
          ],
          type: 'mutationError',
        },
      },
    });
    expect(await call(path, 'another-token', body)).toEqual({ status: 401, body: SESSION_NOT_FOUND });
    expect(standIn.store.get('drafts.nytt')).toBeNull();
    expect(standIn.store.get(DRAFT_ID)?.title).toBe(DRAFT_TITLE);
  });

  it('data/mutate with the token: written', async () => {
    expect((await call('data/mutate/production', STAND_IN_TOKEN, mutation)).status).toBe(200);
    expect(standIn.store.get('drafts.nytt')?.title).toBe('Uten nøkkel');
  });
});

describe('history', () => {
  it.each([
    `data/history/production/transactions/legalPage-personvern,${DRAFT_ID}?effectFormat=mendoza&reverse=true`,
    `data/history/production/documents/legalPage-personvern,${DRAFT_ID}?lastRevision=true`,
    `data/history/production/events/documents/${DRAFT_ID}?limit=100`,
  ])('%s: 401 without a token or with a wrong one; the history with the token', async (path) => {
    const anonymous = await call(path);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ error: 'Unauthorized', statusCode: 401 });
    expect(JSON.stringify(anonymous.body)).not.toContain(DRAFT_TITLE);
    expect(await call(path, 'another-token')).toEqual({ status: 401, body: SESSION_NOT_FOUND });
    const withToken = await fetch(`${standIn.apiHost}/v${API_VERSION}/${path}`, { headers: headers(STAND_IN_TOKEN) });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain('legalPage-personvern');
  });
});
