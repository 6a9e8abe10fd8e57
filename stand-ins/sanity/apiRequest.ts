/**
 * One request to the Sanity API stand-in as its routes see it: the stand-in's state, the route
 * (the path after /v<apiVersion>/), the JSON body, and the ways to answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DocumentStore } from './documentStore';

/** What every request shares: the documents and what the stand-in keeps beside them. */
export interface StandInState {
  dataset: string;
  projectId: string;
  store: DocumentStore;
  /** Studio UI preferences (users/me/keyvalue). */
  keyValues: Map<string, unknown>;
  /** The uploaded pictures' bytes, by asset id (the documents are in the store). */
  imageBytes: Map<string, Buffer>;
  /** Requests answered 404 (not implemented) or refused (e.g. a query groq-js cannot evaluate). */
  unanswered: string[];
}

export interface ApiRequest extends StandInState {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The path after /v<apiVersion>/, '' outside the API's paths. */
  route: string;
  /** An image upload: its body is bytes, read by the route. */
  upload: boolean;
  /** The parsed JSON body of a POST or PUT that is not an upload. */
  body: unknown;
  cors: Record<string, string>;
  send(status: number, body: unknown): true;
  /** Answers 404 and lists the request in `unanswered`. */
  notFound(): true;
  /** Answers 404 when `name` is not the stand-in's dataset; true if it did. */
  wrongDataset(name: string): boolean;
}

/** A group of routes: true when one of them answered the request. */
export type Routes = (request: ApiRequest) => boolean | Promise<boolean>;

/** The CORS headers for a browser's request (none without an Origin). */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return origin
    ? {
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'authorization, content-type',
        'access-control-max-age': '600',
      }
    : {};
}

/** Reads the body a route needs and builds the answers. */
export async function apiRequest(state: StandInState, req: IncomingMessage, res: ServerResponse, url: URL): Promise<ApiRequest> {
  const cors = corsHeaders(req);
  const route = /^\/v(?:\d{4}-\d{2}-\d{2}|1|X)\/(.*)$/.exec(url.pathname)?.[1] ?? '';
  const upload = req.method === 'POST' && route.startsWith('assets/');
  const body = !upload && (req.method === 'POST' || req.method === 'PUT') ? await readJson(req) : undefined;
  const send = (status: number, answer: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...cors });
    res.end(JSON.stringify(answer));
    return true as const;
  };
  return {
    ...state,
    req,
    res,
    url,
    route,
    upload,
    body,
    cors,
    send,
    notFound: () => {
      state.unanswered.push(`${req.method} ${String(req.headers[':authority'] ?? req.headers.host ?? '')}${url.pathname}${url.search}`);
      return send(404, { error: { description: `Stand-in-API-et kan ikke svare på ${url.pathname}` } });
    },
    wrongDataset: (name) => name !== state.dataset && send(404, { error: { description: `Dataset "${name}" not found` } }),
  };
}

export function readBytes(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolveBody(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolveBody, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      try {
        resolveBody(text ? JSON.parse(text) : undefined);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}
