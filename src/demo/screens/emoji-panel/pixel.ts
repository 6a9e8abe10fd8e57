/** One user's emoji on the board (pixels/{uid}), read from Firestore, and where each shows. */
import type { DocumentData, Timestamp } from 'firebase/firestore';
import { COOLDOWN_MS } from './board';

export interface Pixel {
  uid: string;
  displayName: string;
  content: string;
  pos: number;
  revision: number;
  createdAt: Date | null;
}

export function pixelFromData(uid: string, data: DocumentData): Pixel {
  return {
    uid,
    displayName: String(data.displayName ?? ''),
    content: String(data.content ?? ''),
    pos: Number(data.pos),
    revision: Number(data.revision ?? 1),
    createdAt: (data.createdAt as Timestamp | undefined)?.toDate?.() ?? null,
  };
}

/** The emoji shown in each cell, given the pixels newest first: the newest emoji wins a shared cell. */
export function pixelsByPosition(newestFirst: Pixel[]): Map<number, Pixel> {
  const byPos = new Map<number, Pixel>();
  for (const p of [...newestFirst].reverse()) byPos.set(p.pos, p);
  return byPos;
}

/** Why placing failed: the rules refuse a move within the cooldown. */
export function placeErrorMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  return code === 'permission-denied'
    ? `Not yet: you can place an emoji once every ${COOLDOWN_MS / 1000} seconds.`
    : 'Could not place the emoji. Try again.';
}
