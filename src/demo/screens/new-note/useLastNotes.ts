import { useEffect, useState } from 'react';
import { limit, onSnapshot, orderBy, query, type CollectionReference } from 'firebase/firestore';
import { noteFromData, type Note } from './note';

/** The user's five newest notes, live (null until the first answer). */
export function useLastNotes(notesRef: CollectionReference | null, onError: (message: string) => void): Note[] | null {
  const [notes, setNotes] = useState<Note[] | null>(null);
  useEffect(() => {
    if (!notesRef) return;
    return onSnapshot(
      query(notesRef, orderBy('createdAt', 'desc'), limit(5)),
      (snap) => setNotes(snap.docs.map((d) => noteFromData(d.id, d.data({ serverTimestamps: 'estimate' })))),
      () => onError('Could not load your notes.'),
    );
  }, [notesRef, onError]);
  return notes;
}
