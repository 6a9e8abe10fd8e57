import { useState, type KeyboardEvent } from 'react';

export interface TodoEditing {
  editing: boolean;
  draft: string;
  setDraft: (draft: string) => void;
  start: () => void;
  /** Saves a changed, non-empty text; otherwise puts the old one back. */
  save: () => void;
  cancel: () => void;
  onKey: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** Editing one to-do's text in place: Enter saves, Escape cancels. */
export function useTodoEditing(text: string, onSave: (text: string) => void): TodoEditing {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(text);

  function save() {
    const changed = draft.trim();
    setEditing(false);
    if (changed && changed !== text) onSave(changed);
    else setDraft(text);
  }
  function cancel() {
    setDraft(text);
    setEditing(false);
  }
  function onKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') cancel();
    if (event.key === 'Enter') save();
  }

  return { editing, draft, setDraft, start: () => setEditing(true), save, cancel, onKey };
}
