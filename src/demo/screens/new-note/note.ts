/** A saved note as the list shows it, read from Firestore; and what of a draft may be saved. */
import type { DocumentData, Timestamp } from 'firebase/firestore';
import { NOTE_MAX_LENGTH } from './noteLimits';

export interface Note {
  id: string;
  content: string;
  createdAt: Date | null;
}

export function noteFromData(id: string, data: DocumentData): Note {
  return { id, content: String(data.content ?? ''), createdAt: (data.createdAt as Timestamp | undefined)?.toDate?.() ?? null };
}

/** The text to save (trimmed), or null when there is none or it is too long. */
export function savableText(draft: string): string | null {
  const text = draft.trim();
  return text && text.length <= NOTE_MAX_LENGTH ? text : null;
}

/** Ctrl+Enter, or ⌘+Enter on a Mac, saves. */
export const isSaveShortcut = (event: { key: string; ctrlKey: boolean; metaKey: boolean }): boolean =>
  event.key === 'Enter' && (event.ctrlKey || event.metaKey);
