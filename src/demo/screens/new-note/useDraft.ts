import { useEffect, useState } from 'react';

const draftKey = (uid: string) => `vuefire:note-draft:${uid}`;

/** The note being written; it survives reloads in localStorage until it is emptied. */
export function useDraft(uid: string): [string, (content: string) => void] {
  const [content, setContent] = useState(() => localStorage.getItem(draftKey(uid)) ?? '');
  useEffect(() => {
    if (content) localStorage.setItem(draftKey(uid), content);
    else localStorage.removeItem(draftKey(uid));
  }, [content, uid]);
  return [content, setContent];
}
