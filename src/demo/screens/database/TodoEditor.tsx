/** The to-do's text field while editing, with Save and Cancel (blur saves, except towards Cancel). */
import type { TodoEditing } from './useTodoEditing';

export function TodoEditor({ edit }: { edit: TodoEditing }) {
  return (
    <>
      <input
        aria-label="Edit to-do"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the field replaces the to-do the user chose to edit
        autoFocus
        value={edit.draft}
        onChange={(e) => edit.setDraft(e.target.value)}
        onKeyDown={edit.onKey}
        onBlur={(e) => {
          // Clicking Cancel must not save first.
          if ((e.relatedTarget as HTMLElement | null)?.dataset.cancel !== undefined) return;
          edit.save();
        }}
      />
      <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={edit.save}>
        Save
      </button>
      <button type="button" data-cancel="" onClick={edit.cancel}>
        Cancel
      </button>
    </>
  );
}
