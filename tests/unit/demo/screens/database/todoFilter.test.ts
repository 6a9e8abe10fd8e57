import { describe, expect, it } from 'vitest';
import { FILTERS, serverFilter, shownTodos } from '../../../../../src/demo/screens/database/todoFilter';
import type { Todo } from '../../../../../src/demo/screens/database/todo';

const todo = (id: string, finished: boolean): Todo => ({ id, text: id, finished, uid: 'u1' });
const answered = [todo('done', true), todo('open', false)];

describe('to-do filters', () => {
  it('are All, Finished, Unfinished in that order', () => {
    expect(FILTERS.map((f) => f.label)).toEqual(['All', 'Finished', 'Unfinished']);
  });
  it('ask the server for everything when nothing is filtered', () => {
    expect(serverFilter('all', null)).toBeNull();
    expect(shownTodos(answered, 'all', null)).toBe(answered);
  });
  it('let the server filter by finished when not only one’s own', () => {
    expect(serverFilter('finished', null)).toEqual({ child: 'finished', equals: true });
    expect(serverFilter('unfinished', null)).toEqual({ child: 'finished', equals: false });
    expect(shownTodos(answered, 'finished', null)).toBe(answered);
  });
  it('ask the server by uid for one’s own, and filter finished locally', () => {
    expect(serverFilter('finished', 'u1')).toEqual({ child: 'uid', equals: 'u1' });
    expect(shownTodos(answered, 'finished', 'u1').map((t) => t.id)).toEqual(['done']);
    expect(shownTodos(answered, 'unfinished', 'u1').map((t) => t.id)).toEqual(['open']);
    expect(shownTodos(answered, 'all', 'u1')).toBe(answered);
  });
});
