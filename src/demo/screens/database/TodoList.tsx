/** The list: loading, empty, or one item per to-do. */
import type { Database } from 'firebase/database';
import type { Todo } from './todo';
import { TodoItem } from './TodoItem';

interface Props {
  todos: Todo[] | null;
  db: Database | null;
  uid: string | null;
  onError: (message: string | null) => void;
}

export function TodoList({ todos, db, uid, onError }: Props) {
  if (todos === null) return <p role="status">Loading</p>;
  if (todos.length === 0) return <p>No to-dos here yet.</p>;
  return (
    <ul className="todos" aria-label="To-dos">
      {todos.map((todo) => db && <TodoItem key={todo.id} db={db} todo={todo} uid={uid} onError={onError} />)}
    </ul>
  );
}
