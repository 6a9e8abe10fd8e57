/** GROQ as the Sanity API stand-in evaluates it: through groq-js, after the Studio's own forms are rewritten. */
import { evaluate, parse } from 'groq-js';
import type { SanityDocument } from '../../src/content/sources';
import { rewriteStudioGroq } from './studioGroq';

export async function runGroq(query: string, params: Record<string, unknown>, documents: SanityDocument[]) {
  const { query: evaluable, params: evaluableParams } = rewriteStudioGroq(query, params);
  return (await evaluate(parse(evaluable, { params: evaluableParams }), { dataset: documents, params: evaluableParams })).get();
}

/** Whether `doc` alone (no joins) is in the query's result; a query that fails on it counts as a match. */
export async function matches(query: string, params: Record<string, unknown>, doc: SanityDocument | null): Promise<boolean> {
  if (!doc) return false;
  try {
    const result = await runGroq(query, params, [doc]);
    return Array.isArray(result) ? result.length > 0 : Boolean(result);
  } catch {
    return true;
  }
}

/** The query's parameters: `params` and every `$name=<JSON>` in the URL. */
export function queryParams(url: URL, params: Record<string, unknown> = {}): Record<string, unknown> {
  const all: Record<string, unknown> = { ...params };
  for (const [name, value] of url.searchParams) if (name.startsWith('$')) all[name.slice(1)] = JSON.parse(value);
  return all;
}
