/**
 * What the Storage stand-in checks before firebase-tools' emulator sees a request:
 *   - the Firebase API (`/v0/…`, what the web SDK speaks): bucket and object names as the emulator
 *     will read them (Express decodes a parameter, then the emulator decodes it again), refused
 *     when a name has an empty, `.` or `..` segment or a control character (objectNameProblem);
 *   - everything else is the Cloud Storage JSON API and the emulator's `/internal/…` routes, which
 *     bypass the rules: like the real API, they need a credential, here the emulator's admin token
 *     (`Authorization: Bearer owner`, what firebase-admin sends to an emulator);
 *   - OPTIONS goes on to the emulator's CORS middleware, which answers the preflight and stops.
 *
 * storageRequestProblem(method, target, authorization) -> { status, message } | null
 */
/**
 * Why an object name is refused, or null. The emulator keys objects by `path.join(bucket, name)`,
 * which would fold `demo/A/../B/f.png` into B's `demo/B/f.png` after the rules matched A: names
 * with an empty, `.` or `..` segment (which the SDK's refs never produce) or a control character
 * are refused before any rule is checked.
 * @param {string} name
 */
export function objectNameProblem(name) {
  if (name === '' || Buffer.byteLength(name) > 1024) return 'empty or too long';
  if (/[\u0000-\u001f\u007f]/u.test(name)) return 'control character'; // eslint-disable-line no-control-regex
  if (name.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) return 'empty or dot segment';
  return null;
}

const BUCKET = /^[a-z0-9][a-z0-9._-]{0,221}$/i;

/** decodeURIComponent, or null for a broken escape. @param {string} text */
function decode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * @param {string} method
 * @param {string} target  the raw request target (req.url)
 * @param {string | undefined} authorization
 * @returns {{ status: number, message: string } | null}
 */
export function storageRequestProblem(method, target, authorization) {
  if (method === 'OPTIONS') return null;
  const queryStart = target.indexOf('?');
  const pathname = queryStart < 0 ? target : target.slice(0, queryStart);
  const query = new URLSearchParams(queryStart < 0 ? '' : target.slice(queryStart + 1));
  const segments = pathname.split('/');

  // Express matches routes without regard to case.
  if (segments[1]?.toLowerCase() !== 'v0') {
    return authorization === 'Bearer owner' ? null : { status: 401, message: 'Admin credentials required' };
  }
  const bad = { status: 400, message: 'Invalid bucket or object name' };
  for (const segment of segments.slice(1)) {
    const once = decode(segment);
    if (once === null || once === '.' || once === '..') return bad;
  }
  const [, , , bucket, , object] = segments;
  if (bucket !== undefined) {
    const name = decode(bucket);
    if (name === null || !BUCKET.test(name) || /^\.+$/.test(name)) return bad;
  }
  /** @type {string[]} */
  const names = [];
  if (object !== undefined && object !== '') {
    const once = decode(object);
    const twice = once === null ? null : decode(once);
    if (once === null || twice === null) return bad;
    names.push(once, twice);
  }
  for (const [key, value] of query) {
    if (key === 'name') names.push(value);
    else if (key.toLowerCase().startsWith('name')) return bad; // `name[]=`: Express' qs would read it as the name
  }
  if (names.some((name) => objectNameProblem(name))) return bad;
  return null;
}
