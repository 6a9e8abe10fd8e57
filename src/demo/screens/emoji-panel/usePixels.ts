import { useEffect, useState } from 'react';
import { collection, onSnapshot, orderBy, query, type Firestore } from 'firebase/firestore';
import { pixelFromData, type Pixel } from './pixel';

/** Every pixel on the board, newest first, live (null until the first answer). */
export function usePixels(db: Firestore | null, onError: (message: string) => void): Pixel[] | null {
  const [pixels, setPixels] = useState<Pixel[] | null>(null);
  useEffect(() => {
    if (!db) return;
    return onSnapshot(
      query(collection(db, 'pixels'), orderBy('createdAt', 'desc')),
      (snap) => setPixels(snap.docs.map((d) => pixelFromData(d.id, d.data({ serverTimestamps: 'estimate' })))),
      () => onError('Could not load the board.'),
    );
  }, [db, onError]);
  return pixels;
}
