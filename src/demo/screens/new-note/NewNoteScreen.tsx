/**
 * New Note: a note of at most 512 characters in users/{uid}/notes, the last five listed live.
 * The draft survives reloads in localStorage until it is saved.
 */
import { useMemo, useState } from 'react';
import { collection } from 'firebase/firestore';
import { useDemoFirestore } from '../../ui/useDemoFirestore';
import { useSession } from '../../auth/session';
import { ErrorBox } from '../../ui/ErrorBox';
import { LastNotes } from './LastNotes';
import { NoteForm } from './NoteForm';
import { useDraft } from './useDraft';
import { useLastNotes } from './useLastNotes';
import { useSaveNote } from './useSaveNote';

export default function NewNoteScreen() {
  const uid = useSession().user!.uid;
  const db = useDemoFirestore();
  const notesRef = useMemo(() => db && collection(db, 'users', uid, 'notes'), [db, uid]);
  const [error, setError] = useState<string | null>(null);
  const notes = useLastNotes(notesRef, setError);
  const [content, setContent] = useDraft(uid);
  const { saving, save } = useSaveNote({ notesRef, draft: content, clearDraft: () => setContent(''), onError: setError });

  return (
    <section>
      <h1>New Note</h1>
      <NoteForm content={content} onChange={setContent} saving={saving} onSave={save} />
      <ErrorBox message={error} />
      <LastNotes notes={notes} />
    </section>
  );
}
