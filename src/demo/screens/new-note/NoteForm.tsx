/** The note field with its live character count, the save shortcut and the save button. */
import type { FormEvent, KeyboardEvent } from 'react';
import { isSaveShortcut } from './note';
import { counterLevel, NOTE_MAX_LENGTH } from './noteLimits';

interface Props {
  content: string;
  onChange: (content: string) => void;
  saving: boolean;
  onSave: () => Promise<void>;
}

export function NoteForm({ content, onChange, saving, onSave }: Props) {
  function submit(event: FormEvent) {
    event.preventDefault();
    void onSave();
  }
  function onKey(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (isSaveShortcut(event)) void onSave();
  }

  return (
    <form onSubmit={submit} className="stack">
      <fieldset disabled={saving}>
        <label htmlFor="note">Your note</label>
        <textarea
          id="note"
          rows={5}
          maxLength={NOTE_MAX_LENGTH}
          value={content}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKey}
          aria-describedby="note-count note-hint"
        />
        <p id="note-count" className={`counter ${counterLevel(content.length)}`} aria-live="polite">
          {content.length} / {NOTE_MAX_LENGTH}
        </p>
        <p id="note-hint" className="hint">
          Press Ctrl+Enter (⌘+Enter on a Mac) to save. Your draft is kept on this device until you save it.
        </p>
        <button type="submit" disabled={!content.trim()}>
          {saving ? 'Saving…' : 'Save note'}
        </button>
      </fieldset>
    </form>
  );
}
