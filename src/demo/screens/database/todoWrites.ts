/** Every write to the shared list: who changed what and when is stored with it. */
import { push, ref, remove, serverTimestamp, update, type Database } from 'firebase/database';
import type { Todo } from './todo';

export const addTodo = (db: Database, text: string, uid: string | null) =>
  push(ref(db, 'todos'), { text, finished: false, created: serverTimestamp(), updated: null, uid, updatedBy: null });

export const updateTodo = (db: Database, id: string, changes: Partial<Todo>, uid: string | null) =>
  update(ref(db, `todos/${id}`), { ...changes, updated: serverTimestamp(), updatedBy: uid });

export const removeTodo = (db: Database, id: string) => remove(ref(db, `todos/${id}`));
