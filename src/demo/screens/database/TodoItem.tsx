/** One to-do: toggle, edit in place (double-click; Esc cancels, blur saves), delete. */
import { useState, type KeyboardEvent } from 'react';
import { ref, remove, serverTimestamp, update, type Database } from 'firebase/database';

export interface Todo {
  id: string;
  text: string;
  finished: boolean;
  created?: number;
  updated?: number | null;
  uid?: string | null;
  updatedBy?: string | null;
}

interface Props {
  db: Database;
  todo: Todo;
  uid: string | null;
  onError: (message: string | null) => void;
}

export function TodoItem({ db, todo, uid, onError }: Props) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(todo.text);
  const item = ref(db, `todos/${todo.id}`);

  const write = (changes: Partial<Todo>) =>
    update(item, { ...changes, updated: serverTimestamp(), updatedBy: uid }).catch(() => onError('Could not save the change. Try again.'));

  function save() {
    const text = draft.trim();
    setEditing(false);
    if (text && text !== todo.text) void write({ text });
    else setDraft(todo.text);
  }
  function cancel() {
    setDraft(todo.text);
    setEditing(false);
  }
  function onKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') cancel();
    if (event.key === 'Enter') save();
  }

  return (
    <li className={todo.finished ? 'finished' : undefined}>
      <input
        type="checkbox"
        checked={!!todo.finished}
        aria-label={`Finished: ${todo.text}`}
        onChange={(e) => void write({ finished: e.target.checked })}
      />
      {editing ? (
        <>
          <input
            aria-label="Edit to-do"
            autoFocus
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKey}
            onBlur={(e) => {
              // Clicking Cancel must not save first.
              if ((e.relatedTarget as HTMLElement | null)?.dataset.cancel !== undefined) return;
              save();
            }}
          />
          <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={save}>
            Save
          </button>
          <button type="button" data-cancel="" onClick={cancel}>
            Cancel
          </button>
        </>
      ) : (
        <>
          <span className="todo-text" onDoubleClick={() => setEditing(true)}>
            {todo.text}
          </span>
          <button type="button" className="small" onClick={() => setEditing(true)} aria-label={`Edit ${todo.text}`}>
            Edit
          </button>
        </>
      )}
      <button
        type="button"
        className="small danger"
        aria-label={`Delete ${todo.text}`}
        onClick={() => void remove(item).catch(() => onError('Could not delete the to-do.'))}
      >
        Delete
      </button>
    </li>
  );
}
