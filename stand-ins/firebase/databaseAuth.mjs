/**
 * Who a Realtime Database stand-in connection acts as: mends targaryen's handling of signed-out
 * users and server time, and lets a connection's token be refused once it signed out.
 */

/**
 * targaryen's `as(null)` keeps the previous user (`with` treats null as "unchanged"), and
 * firebase-server stores the database returned by each write, user included: without this, a
 * signed-out or anonymous client would act as whoever wrote last. Null auth starts from a
 * database that never had a user.
 * @param {any} server  firebase-server
 */
export function actAsEachRequestsUser(server) {
  const anonymous = server.targaryen;
  let rulesDb = server.targaryen;
  Object.defineProperty(server, 'targaryen', {
    get: () =>
      Object.create(rulesDb, {
        as: {
          value: (/** @type {object | null} */ auth) =>
            withServerTime(auth ? rulesDb.as(auth) : anonymous.with({ rules: rulesDb.rules, data: rulesDb.root })),
        },
      }),
    set: (value) => {
      rulesDb = value;
    },
  });
}

/**
 * firebase-server calls write(path, value, now), but targaryen reads a third argument as the
 * priority and takes its own Date.now(): server timestamps then differ from `now` in the rules
 * ("created == now" fails at random). The wrapper passes the time as targaryen's option.
 * @param {any} db targaryen's database
 */
const withServerTime = (db) =>
  Object.create(db, {
    write: {
      value: (/** @type {string} */ path, /** @type {unknown} */ value, /** @type {unknown} */ now) =>
        db.write(path, value, typeof now === 'number' ? { now } : now),
    },
  });

/** targaryen keeps its own copy of the data; after writes that bypass it (REST, onDisconnect), refresh it. @param {any} server */
export function syncRulesData(server) {
  server.baseRef.once('value', (/** @type {{exportVal(): unknown}} */ snap) => {
    server.targaryen = server.targaryen.with({ data: snap.exportVal() });
  });
}

/** @typedef {{decode(token: string, noVerify?: boolean): {provider_id?: string, user_id?: string, sub?: string}}} TokenValidator */

/**
 * Per-connection token aliases (`conn<id>:<token>`): the wrapped validator refuses an alias once its
 * connection signed out, which makes firebase-server's own handler drop the token (its authData()
 * resets on a decode error).
 * @param {any} server  firebase-server
 * @returns {{validator: TokenValidator, signedOut: Set<string>}} the original validator; the ids of signed-out connections
 */
export function refuseTokensAfterSignOut(server) {
  /** @type {Set<string>} */
  const signedOut = new Set();
  /** @type {TokenValidator} */
  const validator = server.tokenValidator;
  server.tokenValidator = {
    ...validator,
    /** @param {string} token @param {boolean} [noVerify] */
    decode(token, noVerify) {
      const match = /^conn(\d+):(.*)$/s.exec(String(token));
      if (!match) return validator.decode(token, noVerify);
      if (signedOut.has(match[1])) throw new Error('signed out');
      return validator.decode(match[2], noVerify);
    },
  };
  return { validator, signedOut };
}
