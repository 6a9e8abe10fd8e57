/** Show all, finished or unfinished to-dos; signed in, only one's own. */
import { Link } from 'wouter';
import { fullPath } from '../../routes';
import { FILTERS, type Filter } from './todoFilter';

interface Props {
  filter: Filter;
  onFilter: (filter: Filter) => void;
  onlyMine: boolean;
  onOnlyMine: (onlyMine: boolean) => void;
  signedIn: boolean;
}

export function TodoFilters({ filter, onFilter, onlyMine, onOnlyMine, signedIn }: Props) {
  return (
    <fieldset className="row">
      <legend>Show</legend>
      {FILTERS.map(({ value, label }) => (
        <label key={value}>
          <input type="radio" name="filter" value={value} checked={filter === value} onChange={() => onFilter(value)} /> {label}
        </label>
      ))}
      <label>
        <input type="checkbox" checked={onlyMine} disabled={!signedIn} onChange={(e) => onOnlyMine(e.target.checked)} /> Only show my todos
      </label>
      {!signedIn && (
        <span className="hint">
          (<Link href={`/login?redirect=${encodeURIComponent(fullPath('/database-todo-list'))}`}>log in</Link> to filter your own)
        </span>
      )}
    </fieldset>
  );
}
