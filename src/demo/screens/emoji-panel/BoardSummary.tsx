/** Below the board: how many emoji, the user's own, and who placed the last one when. */
import { relativeTime } from '../../ui/relativeTime';
import type { Pixel } from './pixel';

interface Props {
  /** Newest first. */
  pixels: Pixel[];
  mine: Pixel | undefined;
  now: number;
}

export function BoardSummary({ pixels, mine, now }: Props) {
  const last = pixels[0];
  return (
    <>
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
  );
}
