/** Where an upload goes: the user's own folder when signed in, else demo/ (which the rules refuse). */
export const storagePath = (filename: string, uid: string | null) => (uid ? `demo/${uid}/${filename}` : `demo/${filename}`);
