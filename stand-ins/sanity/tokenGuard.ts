/**
 * What the API keeps behind a token: drafts (a perspective other than published, a draft's id) and
 * writes (mutations and actions), and the History and Events APIs (they show every draft). Refused with the bodies the hosted API sends: a wrong token 401
 * «Session not found», no token for drafts 401, a write without one 403 insufficientPermissionsError.
 */
import type { ApiRequest } from './apiRequest';
import { parsePerspective } from './perspective';
import { STAND_IN_TOKEN } from './project';

type Credentials = 'none' | 'valid' | 'invalid';

function credentials({ req }: ApiRequest): Credentials {
  const header = req.headers.authorization;
  if (!header) return 'none';
  return header === `Bearer ${STAND_IN_TOKEN}` ? 'valid' : 'invalid';
}

/** Only `published` (the default) is open to everyone; `raw`, `drafts`, `previewDrafts` and releases need the token. */
const needsToken = (perspective: string | null) => parsePerspective(perspective).some((name) => name !== 'published');

const isDraftOrVersionId = (id: string) => /^(drafts|versions)\./.test(id);

const SESSION_NOT_FOUND = { errorCode: 'SIO-401-ANF', error: 'Unauthorized', message: 'Session not found', statusCode: 401 };

/** For a read of drafts: true when it refused the request. */
export function refusedRead(request: ApiRequest, what: { perspective?: string | null; ids?: string[] }): boolean {
  const drafts = needsToken(what.perspective ?? null) || (what.ids ?? []).some(isDraftOrVersionId);
  if (!drafts) return credentials(request) === 'invalid' && request.send(401, SESSION_NOT_FOUND);
  const given = credentials(request);
  if (given === 'valid') return false;
  if (given === 'invalid') return request.send(401, SESSION_NOT_FOUND);
  const asked = what.perspective ? `perspective "${what.perspective}"` : 'documents by draft id';
  return request.send(401, {
    error: 'Unauthorized',
    message: `Unauthorized - ${asked} requires a token with read access to drafts`,
    statusCode: 401,
  });
}

/** For the History and Events APIs, which show drafts whatever is asked: true when it refused the request. */
export function refusedHistory(request: ApiRequest): boolean {
  const given = credentials(request);
  if (given === 'valid') return false;
  if (given === 'invalid') return request.send(401, SESSION_NOT_FOUND);
  return request.send(401, {
    error: 'Unauthorized',
    message: 'Unauthorized - the history of documents requires a token with read access to drafts',
    statusCode: 401,
  });
}

/** For a mutation or an action: true when it refused the request. */
export function refusedWrite(request: ApiRequest, count: number): boolean {
  const given = credentials(request);
  if (given === 'valid') return false;
  if (given === 'invalid') return request.send(401, SESSION_NOT_FOUND);
  const description = 'Insufficient permissions; permission "create" required';
  return request.send(403, {
    error: {
      description: `the mutation(s) failed: ${description}`,
      items: Array.from({ length: Math.max(count, 1) }, (_, index) => ({
        error: { description, permission: 'create', type: 'insufficientPermissionsError' },
        index,
      })),
      type: 'mutationError',
    },
  });
}
