/** Database: a shared to-do list in the Realtime Database, with filters, live across tabs. */
import { useState } from 'react';
import { useSession } from '../../auth/session';
import { ErrorBox } from '../../ui/ErrorBox';
import { NewTodoForm } from './NewTodoForm';
import { TodoFilters } from './TodoFilters';
import type { Filter } from './todoFilter';
import { TodoList } from './TodoList';
import { useDemoDatabase } from './useDemoDatabase';
import { useTodos } from './useTodos';

export default function DatabaseScreen() {
  const uid = useSession().user?.uid ?? null;
  const db = useDemoDatabase();
  const [filter, setFilter] = useState<Filter>('all');
  const [mine, setMine] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onlyMine = mine && !!uid;
  const todos = useTodos(db, filter, onlyMine ? uid : null, setError);

  return (
    <section>
      <h1>Database</h1>
      <p>A to-do list everybody shares, stored in the Realtime Database. Double-click a to-do (or use Edit) to change it.</p>
      <NewTodoForm db={db} uid={uid} onError={setError} />
      <TodoFilters filter={filter} onFilter={setFilter} onlyMine={onlyMine} onOnlyMine={setMine} signedIn={!!uid} />
      <ErrorBox message={error} />
      <TodoList todos={todos} db={db} uid={uid} onError={setError} />
    </section>
  );
}
