/**
 * The list's filters. A Realtime Database query orders by one child only: "only mine" asks the
 * server by uid and the finished filter then applies locally; otherwise the server filters by finished.
 */
import type { Todo } from './todo';

export type Filter = 'all' | 'finished' | 'unfinished';

export const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'finished', label: 'Finished' },
  { value: 'unfinished', label: 'Unfinished' },
];

interface ServerFilter {
  child: 'uid' | 'finished';
  equals: string | boolean;
}

/** The query's one child filter (null: the whole list). `ownerUid` is set only for "only mine". */
export function serverFilter(filter: Filter, ownerUid: string | null): ServerFilter | null {
  if (ownerUid) return { child: 'uid', equals: ownerUid };
  if (filter !== 'all') return { child: 'finished', equals: filter === 'finished' };
  return null;
}

/** What the server answered, narrowed by what it could not filter. */
export function shownTodos(answered: Todo[], filter: Filter, ownerUid: string | null): Todo[] {
  return ownerUid && filter !== 'all' ? answered.filter((t) => t.finished === (filter === 'finished')) : answered;
}
