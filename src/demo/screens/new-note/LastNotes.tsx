/** The newest notes, with when each was written (Oslo time). */
import type { Note } from './note';

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Oslo' });

export function LastNotes({ notes }: { notes: Note[] | null }) {
  return (
    <>
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
    </>
  );
}
