/**
 * A local stand-in of Sanity's hosted query API, speaking its wire format:
 * GET /v{apiVersion}/data/query/{dataset}?query=…&$param=<json> → 200 {query, result, ms};
 * a bad query or parameter → 400 {error: {description}}. Backed by an NDJSON export through groq-js,
 * with the "published" perspective the API uses by default (drafts and versions left out).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { evaluate, parse } from 'groq-js';
import { publishedOnly, type SanityDocument } from '../../src/content/sources';

export interface StandIn {
  apiHost: string;
  /** Every query path the stand-in answered, for assertions that the client really went over HTTP. */
  requests: string[];
  stop(): Promise<void>;
}

export async function startSanityApiStandIn(documents: SanityDocument[], dataset = 'production'): Promise<StandIn> {
  const published = publishedOnly(documents);
  const requests: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    const match = /^\/v(\d{4}-\d{2}-\d{2}|1)\/data\/query\/([^/]+)$/.exec(url.pathname);
    if (req.method !== 'GET' || !match) return send(404, { error: { description: `Ukjent adresse: ${url.pathname}` } });
    if (match[2] !== dataset) return send(404, { error: { description: `Dataset "${match[2]}" not found` } });
    requests.push(url.pathname + url.search);
    const started = performance.now();
    const query = url.searchParams.get('query');
    if (!query) return send(400, { error: { description: 'Missing query parameter "query"' } });
    try {
      const params: Record<string, unknown> = {};
      for (const [name, value] of url.searchParams) {
        if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value);
      }
      const result = await (await evaluate(parse(query, { params }), { dataset: published, params })).get();
      send(200, { query, result, ms: Math.round(performance.now() - started) });
    } catch (error) {
      send(400, { error: { description: (error as Error).message } });
    }
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = server.address() as AddressInfo;
  return {
    apiHost: `http://127.0.0.1:${port}`,
    requests,
    stop: () => new Promise((resolveClose) => server.close(() => resolveClose())),
  };
}
