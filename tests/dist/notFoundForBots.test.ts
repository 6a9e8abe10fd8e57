/**
 * A bot (a crawler's User-Agent, or an Accept without text/html) gets from the local Hosting server
 * (scripts/serve.mjs) what Firebase Hosting gives it: the 404 status and the site's 404 page, whose
 * short Norwegian text and «Page not found: {path}» line it can read; Hosting cannot vary by request.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler } from '../../scripts/serve.mjs';

const server = createServer(createHandler({ emulatorHostsJson: null }));
let base = '';
beforeAll(async () => {
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const BROWSER = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36', accept: 'text/html,*/*;q=0.8' };
const BOTS: Record<string, Record<string, string>> = {
  Googlebot: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', accept: '*/*' },
  'curl asking for JSON': { 'user-agent': 'curl/8.5.0', accept: 'application/json' },
};

describe('404 for bots on the local Hosting server', () => {
  for (const [name, headers] of Object.entries(BOTS)) {
    it(`gives ${name} the same status and page a person gets`, async () => {
      const [bot, person] = await Promise.all(
        [headers, BROWSER].map((h) => fetch(`${base}/finnes/ikke`, { headers: h, redirect: 'manual' })),
      );
      expect(bot.status).toBe(404);
      expect(bot.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const [botPage, personPage] = await Promise.all([bot.text(), person.text()]);
      expect(botPage).toBe(personPage);
      expect(botPage).toMatch(/<code data-not-found-path>\/finnes\/ikke<\/code>/);
    });
  }
});
