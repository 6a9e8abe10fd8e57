import { useState } from 'react';
import { addDoc, serverTimestamp, type CollectionReference } from 'firebase/firestore';
import { savableText } from './note';

interface Options {
  notesRef: CollectionReference | null;
  draft: string;
  /** Empties the draft once the note is saved. */
  clearDraft: () => void;
  onError: (message: string | null) => void;
}

/** Saves the draft as a new note; on failure the text stays for another try. */
export function useSaveNote({ notesRef, draft, clearDraft, onError }: Options) {
  const [saving, setSaving] = useState(false);

  async function save() {
    const text = savableText(draft);
    if (!text || !notesRef || saving) return;
    setSaving(true);
    onError(null);
    try {
      await addDoc(notesRef, { content: text, createdAt: serverTimestamp() });
      clearDraft();
    } catch {
      onError('Could not save the note. Your text is kept: try again.');
    } finally {
      setSaving(false);
    }
  }

  return { saving, save };
}
