/** Adds a to-do; on failure the text stays in the field. */
import { useState, type FormEvent } from 'react';
import type { Database } from 'firebase/database';
import { addTodo } from './todoWrites';

interface Props {
  db: Database | null;
  uid: string | null;
  onError: (message: string | null) => void;
}

export function NewTodoForm({ db, uid, onError }: Props) {
  const [text, setText] = useState('');

  async function add(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (!value || !db) return;
    onError(null);
    try {
      await addTodo(db, value, uid);
      setText('');
    } catch {
      onError('Could not add the to-do. Your text is still in the field: try again.');
    }
  }

  return (
    <form onSubmit={(e) => void add(e)} className="row">
      <label htmlFor="new-todo">New to-do</label>
      <input id="new-todo" value={text} onChange={(e) => setText(e.target.value)} placeholder="What needs doing?" />
      <button type="submit">Add</button>
    </form>
  );
}
