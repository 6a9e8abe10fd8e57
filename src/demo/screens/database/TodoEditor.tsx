/** The to-do's text field while editing, with Save and Cancel (blur saves, except towards Cancel). */
import type { TodoEditing } from './useTodoEditing';

export function TodoEditor({ edit }: { edit: TodoEditing }) {
  return (
    <>
      <input
        aria-label="Edit to-do"
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
