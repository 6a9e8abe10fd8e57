/** Database: a shared to-do list in the Realtime Database, with filters, live across tabs. */
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { equalTo, onValue, orderByChild, push, query, ref, serverTimestamp, type Database, type Query } from 'firebase/database';
import { getDemoDatabase } from '../../../firebase/database';
import { useSession } from '../../auth/session';
import { ErrorBox } from '../../ui/ErrorBox';
import { fullPath } from '../../routes';
import { TodoItem, type Todo } from './TodoItem';

type Filter = 'all' | 'finished' | 'unfinished';

export default function DatabaseScreen() {
  const { user } = useSession();
  const [db, setDb] = useState<Database | null>(null);
  const [filter, setFilter] = useState<Filter>('all');
  const [mine, setMine] = useState(false);
  const [todos, setTodos] = useState<Todo[] | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onlyMine = mine && !!user;

  useEffect(() => {
    void getDemoDatabase().then(setDb);
  }, []);

  useEffect(() => {
    if (!db) return;
    const list = ref(db, 'todos');
    // One orderByChild per query: "only mine" queries by uid, the finished filter then applies locally.
    let q: Query = list;
    if (onlyMine) q = query(list, orderByChild('uid'), equalTo(user!.uid));
    else if (filter !== 'all') q = query(list, orderByChild('finished'), equalTo(filter === 'finished'));
    return onValue(
      q,
      (snap) => {
        const items: Todo[] = [];
        snap.forEach((child) => {
          items.push({ id: child.key!, ...(child.val() as Omit<Todo, 'id'>) });
        });
        setTodos(onlyMine && filter !== 'all' ? items.filter((t) => t.finished === (filter === 'finished')) : items);
      },
      () => setError('Could not load the to-dos.'),
    );
  }, [db, filter, onlyMine, user]);

  async function add(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (!value || !db) return;
    setError(null);
    try {
      await push(ref(db, 'todos'), { text: value, finished: false, created: serverTimestamp(), updated: null, uid: user?.uid ?? null, updatedBy: null });
      setText('');
    } catch {
      setError('Could not add the to-do. Your text is still in the field: try again.');
    }
  }

  return (
    <section>
      <h1>Database</h1>
      <p>A to-do list everybody shares, stored in the Realtime Database. Double-click a to-do (or use Edit) to change it.</p>
      <form onSubmit={(e) => void add(e)} className="row">
        <label htmlFor="new-todo">New to-do</label>
        <input id="new-todo" value={text} onChange={(e) => setText(e.target.value)} placeholder="What needs doing?" />
        <button type="submit">Add</button>
      </form>
      <fieldset className="row">
        <legend>Show</legend>
        {(['all', 'finished', 'unfinished'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="filter" value={value} checked={filter === value} onChange={() => setFilter(value)} />{' '}
            {value === 'all' ? 'All' : value === 'finished' ? 'Finished' : 'Unfinished'}
          </label>
        ))}
        <label>
          <input type="checkbox" checked={onlyMine} disabled={!user} onChange={(e) => setMine(e.target.checked)} /> Only show my todos
        </label>
        {!user && (
          <span className="hint">
            (<Link href={`/login?redirect=${encodeURIComponent(fullPath('/database-todo-list'))}`}>log in</Link> to filter your own)
          </span>
        )}
      </fieldset>
      <ErrorBox message={error} />
      {todos === null ? (
        <p role="status">Loading</p>
      ) : todos.length === 0 ? (
        <p>No to-dos here yet.</p>
      ) : (
        <ul className="todos" aria-label="To-dos">
          {todos.map((todo) => db && <TodoItem key={todo.id} db={db} todo={todo} uid={user?.uid ?? null} onError={setError} />)}
        </ul>
      )}
    </section>
  );
}
