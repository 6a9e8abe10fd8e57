/** Below the board: how many emoji, the user's own, and who placed the last one when. */
import { plural } from '../../ui/plural';
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
      <p>{plural(pixels.length, 'contribution')}</p>
      {mine && (
        <p>
          Your last emoji is {mine.content} after {plural(mine.revision, 'update')}.
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
