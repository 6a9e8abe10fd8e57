import { useEffect, useState } from 'react';
import { equalTo, onValue, orderByChild, query, ref, type Database, type Query } from 'firebase/database';
import type { Todo } from './todo';
import { serverFilter, shownTodos, type Filter } from './todoFilter';

/** The to-dos the filters let through, live (null until the first answer). */
export function useTodos(db: Database | null, filter: Filter, ownerUid: string | null, onError: (message: string) => void): Todo[] | null {
  const [todos, setTodos] = useState<Todo[] | null>(null);
  useEffect(() => {
    if (!db) return;
    const list = ref(db, 'todos');
    const only = serverFilter(filter, ownerUid);
    const q: Query = only ? query(list, orderByChild(only.child), equalTo(only.equals)) : list;
    return onValue(
      q,
      (snap) => {
        const items: Todo[] = [];
        snap.forEach((child) => {
          items.push({ id: child.key, ...(child.val() as Omit<Todo, 'id'>) });
        });
        setTodos(shownTodos(items, filter, ownerUid));
      },
      () => onError('Could not load the to-dos.'),
    );
  }, [db, filter, ownerUid, onError]);
  return todos;
}
