/** The account and project routes the Studio asks for on start: one administrator with full rights. */
import type { ApiRequest } from './apiRequest';
import { currentUser, FULL_ACCESS, project, PROJECT_GRANTS } from './project';

export function projectRoutes(request: ApiRequest): boolean {
  const { route, url, send, notFound, wrongDataset, projectId, dataset } = request;
  let m: RegExpExecArray | null;
  if (route === 'users/me' || route === 'auth/id') return send(200, currentUser());
  if ((m = /^users\/me\/keyvalue(?:\/(.+))?$/.exec(route))) return keyValues(request, m[1]);
  // Probes and feature flags the Studio asks for on start; "nothing special" answers.
  if (route === 'ping') return send(200, { message: 'PONG' });
  if (route === 'features') return send(200, []);
  if (route === `projects/${projectId}/grants`) return send(200, PROJECT_GRANTS);
  if (route === `projects/${projectId}/user-applications`) return send(200, []);
  if (route === `projects/${projectId}/datasets` && url.searchParams.get('datasetProfile') === 'comments') return send(200, []);
  if ((m = /^projects\/([^/]+)$/.exec(route))) return m[1] === projectId ? send(200, project(projectId, dataset)) : notFound();
  if (route === `projects/${projectId}/datasets` && !url.searchParams.has('datasetProfile'))
    return send(200, project(projectId, dataset).datasets);
  if ((m = /^projects\/[^/]+\/datasets\/([^/]+)\/acl$/.exec(route))) return wrongDataset(m[1]) || send(200, FULL_ACCESS);
  return false;
}

/** GET users/me/keyvalue/<keys> and PUT users/me/keyvalue: the Studio's UI preferences. */
function keyValues({ req, body, send, keyValues: stored }: ApiRequest, keys = '') {
  if (req.method === 'PUT') {
    for (const { key, value } of body as { key: string; value: unknown }[]) stored.set(key, value);
    return send(200, body);
  }
  return send(
    200,
    keys.split(',').map((key) => ({ key, value: stored.get(key) ?? null })),
  );
}
