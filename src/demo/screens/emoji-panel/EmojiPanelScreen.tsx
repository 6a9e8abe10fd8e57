/**
 * Emoji Panel: a shared 15×15 board. Each user owns one emoji (pixels/{uid}) and may move it or
 * change it every 5 seconds; the rules enforce the same cooldown the screen shows.
 */
import { useEffect, useState } from 'react';
import { collection, doc, increment, onSnapshot, orderBy, query, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { useDemoFirestore } from '../../ui/useDemoFirestore';
import { useSession } from '../../auth/session';
import { publicName, publicPhotoURL } from '../../auth/publicProfile';
import { ErrorBox } from '../../ui/ErrorBox';
import { relativeTime } from '../../ui/relativeTime';
import { useNow } from '../../ui/useNow';
import { COOLDOWN_MS, GRID_SIZE, randomEmoji, secondsLeft } from './board';

interface Pixel {
  uid: string;
  displayName: string;
  content: string;
  pos: number;
  revision: number;
  createdAt: Date | null;
}

export default function EmojiPanelScreen() {
  const { user } = useSession();
  const uid = user!.uid;
  const db = useDemoFirestore();
  const [pixels, setPixels] = useState<Pixel[] | null>(null);
  const [emoji, setEmoji] = useState(randomEmoji);
  const [error, setError] = useState<string | null>(null);
  const now = useNow(250);

  useEffect(() => {
    if (!db) return;
    return onSnapshot(
      query(collection(db, 'pixels'), orderBy('createdAt', 'desc')),
      (snap) =>
        setPixels(
          snap.docs.map((d) => {
            const data = d.data({ serverTimestamps: 'estimate' });
            return { uid: d.id, displayName: String(data.displayName ?? ''), content: String(data.content ?? ''), pos: Number(data.pos), revision: Number(data.revision ?? 1), createdAt: data.createdAt?.toDate?.() ?? null };
          }),
        ),
      () => setError('Could not load the board.'),
    );
  }, [db]);

  const mine = pixels?.find((p) => p.uid === uid);
  const wait = secondsLeft(mine?.createdAt ?? null, now);
  const byPos = new Map<number, Pixel>();
  // Newest first: the newest emoji wins a shared cell.
  for (const p of [...(pixels ?? [])].reverse()) byPos.set(p.pos, p);
  const last = pixels?.[0];

  async function place(pos: number) {
    if (!db || wait > 0) return;
    setError(null);
    const ref = doc(db, 'pixels', uid);
    try {
      if (!mine) {
        await setDoc(ref, { displayName: publicName(user!), photoURL: publicPhotoURL(user!), createdAt: serverTimestamp(), content: emoji, pos, revision: 1 });
      } else {
        await updateDoc(ref, { createdAt: serverTimestamp(), content: emoji, pos, revision: increment(1) });
      }
    } catch (e) {
      const code = (e as { code?: string }).code;
      setError(code === 'permission-denied' ? `Not yet: you can place an emoji once every ${COOLDOWN_MS / 1000} seconds.` : 'Could not place the emoji. Try again.');
    }
  }

  return (
    <section>
      <h1>Emoji Panel</h1>
      <p>
        Pick an emoji, then click a square to put it there. You have one emoji on the board; placing it again moves it. You can do this once every{' '}
        {COOLDOWN_MS / 1000} seconds.
      </p>
      <div className="row">
        <p>
          Your emoji: <span className="emoji-big">{emoji}</span>
        </p>
        <button type="button" onClick={() => setEmoji(randomEmoji())}>
          Pick another emoji
        </button>
      </div>
      <p role="status" className="cooldown">
        {wait > 0 ? `Wait ${wait} second${wait === 1 ? '' : 's'} before placing again.` : 'You can place your emoji now.'}
      </p>
      <ErrorBox message={error} />
      {pixels && (
        <>
          <div className="board" role="grid" aria-label="Emoji board, 15 by 15">
            {Array.from({ length: GRID_SIZE }, (_, row) => (
              <div role="row" key={row}>
                {Array.from({ length: GRID_SIZE }, (_, col) => {
                  const pos = row * GRID_SIZE + col;
                  const pixel = byPos.get(pos);
                  return (
                    <span role="gridcell" key={col}>
                      <button type="button" aria-label={`Row ${row + 1}, column ${col + 1}${pixel ? `: ${pixel.content}` : ''}`} aria-disabled={wait > 0} onClick={() => void place(pos)}>
                        {pixel?.content ?? ''}
                      </button>
                    </span>
                  );
                })}
              </div>
            ))}
          </div>
          <p>{pixels.length} contributions</p>
          {mine && (
            <p>
              Your last emoji is {mine.content} after {mine.revision} update{mine.revision === 1 ? '' : 's'}.
            </p>
          )}
          {last && last.createdAt && (
            <p>
              Last placed by {last.displayName || 'Anonymous'} {relativeTime(last.createdAt, now)}.
            </p>
          )}
        </>
      )}
    </section>
  );
}
