/** The emoji board's constants and the cooldown sum (the rules enforce the same 5 s). */
export const GRID_SIZE = 15;
export const COOLDOWN_MS = 5000;

export const EMOJIS = [
  '😀',
  '🎉',
  '🌻',
  '🐳',
  '🍀',
  '🔥',
  '⭐',
  '🍎',
  '🎈',
  '🦊',
  '🌈',
  '🐝',
  '🍩',
  '🚀',
  '🎵',
  '💡',
  '🐢',
  '🌙',
  '⚽',
  '🧩',
];

export const randomEmoji = () => EMOJIS[Math.floor(Math.random() * EMOJIS.length)];

/** Whole seconds until `createdAt` + cooldown (0 when free to place). */
export function secondsLeft(createdAt: Date | null, now: number): number {
  if (!createdAt) return 0;
  return Math.max(0, Math.ceil((createdAt.getTime() + COOLDOWN_MS - now) / 1000));
}
