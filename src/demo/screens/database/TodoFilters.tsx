/** Show all, finished or unfinished to-dos; signed in, only one's own. */
import { Link, useLocation, useRouter } from 'wouter';
import { FILTERS, type Filter } from './todoFilter';
import { loginRedirect } from '../../guards';

interface Props {
  filter: Filter;
  onFilter: (filter: Filter) => void;
  onlyMine: boolean;
  onOnlyMine: (onlyMine: boolean) => void;
  signedIn: boolean;
}

export function TodoFilters({ filter, onFilter, onlyMine, onOnlyMine, signedIn }: Props) {
  // Back to this screen after signing in (its full address, as the login screen's redirect expects).
  const here = useRouter().base + useLocation()[0];
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
          (<Link href={`~${loginRedirect(here)}`}>log in</Link> to filter your own)
        </span>
      )}
    </fieldset>
  );
}
