/**
 * New Note: a note of at most 512 characters in users/{uid}/notes, the last five listed live.
 * The draft survives reloads in localStorage until it is saved.
 */
import { useEffect, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { addDoc, collection, limit, onSnapshot, orderBy, query, serverTimestamp } from 'firebase/firestore';
import { useDemoFirestore } from '../../ui/useDemoFirestore';
import { useSession } from '../../auth/session';
import { ErrorBox } from '../../ui/ErrorBox';
import { counterLevel, NOTE_MAX_LENGTH } from './noteLimits';

interface Note {
  id: string;
  content: string;
  createdAt: Date | null;
}

const draftKey = (uid: string) => `vuefire:note-draft:${uid}`;
const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Oslo' });

export default function NewNoteScreen() {
  const { user } = useSession();
  const uid = user!.uid;
  const [notes, setNotes] = useState<Note[] | null>(null);
  const db = useDemoFirestore();
  const notesRef = useMemo(() => db && collection(db, 'users', uid, 'notes'), [db, uid]);
  const [content, setContent] = useState(() => localStorage.getItem(draftKey(uid)) ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!notesRef) return;
    return onSnapshot(
      query(notesRef, orderBy('createdAt', 'desc'), limit(5)),
      (snap) =>
        setNotes(
          snap.docs.map((d) => {
            const data = d.data({ serverTimestamps: 'estimate' });
            return { id: d.id, content: String(data.content ?? ''), createdAt: data.createdAt?.toDate?.() ?? null };
          }),
        ),
      () => setError('Could not load your notes.'),
    );
  }, [notesRef]);

  useEffect(() => {
    if (content) localStorage.setItem(draftKey(uid), content);
    else localStorage.removeItem(draftKey(uid));
  }, [content, uid]);

  async function save(event?: FormEvent) {
    event?.preventDefault();
    const text = content.trim();
    if (!text || !notesRef || saving || text.length > NOTE_MAX_LENGTH) return;
    setSaving(true);
    setError(null);
    try {
      await addDoc(notesRef, { content: text, createdAt: serverTimestamp() });
      setContent('');
    } catch {
      setError('Could not save the note. Your text is kept: try again.');
    } finally {
      setSaving(false);
    }
  }

  function onKey(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void save();
  }

  const level = counterLevel(content.length);
  return (
    <section>
      <h1>New Note</h1>
      <form onSubmit={(e) => void save(e)} className="stack">
        <fieldset disabled={saving}>
          <label htmlFor="note">Your note</label>
          <textarea id="note" rows={5} maxLength={NOTE_MAX_LENGTH} value={content} onChange={(e) => setContent(e.target.value)} onKeyDown={onKey} aria-describedby="note-count note-hint" />
          <p id="note-count" className={`counter ${level}`} aria-live="polite">
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
      <ErrorBox message={error} />
      <h2>Last Notes</h2>
      {notes === null ? (
        <p role="status">Loading</p>
      ) : notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ul className="notes">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="note-content">{note.content}</p>
              {note.createdAt && <time dateTime={note.createdAt.toISOString()}>{timeFormat.format(note.createdAt)}</time>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
