/**
 * The drafts perspective with some drafts left out: their documents as published instead, or not
 * at all when never published. The API cannot leave out one draft, so each answer is asked for in
 * both perspectives and every object of a left-out document («id», as every query projects it, or
 * the `$id` a singleton's query asks for) is taken from the published answer.
 */
import type { Fetcher } from '../content/sources';

type Json = unknown;
const idOf = (value: Json): string | undefined =>
  value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string' ? (value as { id: string }).id : undefined;

/** Every object with an id in `value`, by id. */
function byId(value: Json, found = new Map<string, Json>()): Map<string, Json> {
  if (Array.isArray(value)) value.forEach((item) => byId(item, found));
  else if (value && typeof value === 'object') {
    const id = idOf(value);
    if (id && !found.has(id)) found.set(id, value);
    Object.values(value).forEach((item) => byId(item, found));
  }
  return found;
}

const DROP = Symbol('drop');

function substitute(value: Json, left: ReadonlySet<string>, published: Map<string, Json>): Json {
  const id = idOf(value);
  if (id && left.has(id)) return published.has(id) ? published.get(id) : DROP;
  if (Array.isArray(value)) return value.map((item) => substitute(item, left, published)).filter((item) => item !== DROP);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => {
        const kept = substitute(item, left, published);
        return [key, kept === DROP ? null : kept];
      }),
    );
  return value;
}

/** `drafts` with the documents in `left` (published ids) as `published` answers them. */
export function withoutDrafts(drafts: Fetcher, published: Fetcher, left: ReadonlySet<string>): Fetcher {
  if (left.size === 0) return drafts;
  return async <T>(query: string, params: Record<string, unknown> = {}) => {
    const [draftAnswer, publishedAnswer] = await Promise.all([drafts<T>(query, params), published<T>(query, params)]);
    if (typeof params.id === 'string' && left.has(params.id)) return publishedAnswer;
    const kept = substitute(draftAnswer, left, byId(publishedAnswer));
    return (kept === DROP ? null : kept) as T;
  };
}
