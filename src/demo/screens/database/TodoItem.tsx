/** One to-do: toggle, edit in place (double-click; Esc cancels, blur saves), delete. */
import type { Database } from 'firebase/database';
import type { Todo } from './todo';
import { TodoEditor } from './TodoEditor';
import { removeTodo, updateTodo } from './todoWrites';
import { useTodoEditing } from './useTodoEditing';

interface Props {
  db: Database;
  todo: Todo;
  uid: string | null;
  onError: (message: string | null) => void;
}

export function TodoItem({ db, todo, uid, onError }: Props) {
  const write = (changes: Partial<Todo>) =>
    updateTodo(db, todo.id, changes, uid).catch(() => onError('Could not save the change. Try again.'));
  const edit = useTodoEditing(todo.text, (text) => void write({ text }));

  return (
    <li className={todo.finished ? 'finished' : undefined}>
      <input
        type="checkbox"
        checked={!!todo.finished}
        aria-label={`Finished: ${todo.text}`}
        onChange={(e) => void write({ finished: e.target.checked })}
      />
      {edit.editing ? (
        <TodoEditor edit={edit} />
      ) : (
        <>
          <span className="todo-text" onDoubleClick={edit.start}>
            {todo.text}
          </span>
          <button type="button" className="small" onClick={edit.start} aria-label={`Edit ${todo.text}`}>
            Edit
          </button>
        </>
      )}
      <button
        type="button"
        className="small danger"
        aria-label={`Delete ${todo.text}`}
        onClick={() => void removeTodo(db, todo.id).catch(() => onError('Could not delete the to-do.'))}
      >
        Delete
      </button>
    </li>
  );
}
