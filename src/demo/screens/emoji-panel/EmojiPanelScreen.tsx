/**
 * Emoji Panel: a shared 15×15 board. Each user owns one emoji (pixels/{uid}) and may move it or
 * change it every 5 seconds; the rules enforce the same cooldown the screen shows.
 */
import { useState } from 'react';
import { useDemoFirestore } from '../../ui/useDemoFirestore';
import { useSession } from '../../auth/session';
import { ErrorBox } from '../../ui/ErrorBox';
import { COOLDOWN_MS, randomEmoji } from './board';
import { BoardSummary } from './BoardSummary';
import { cooldownText } from './cooldown';
import { EmojiBoard } from './EmojiBoard';
import { EmojiPicker } from './EmojiPicker';
import { placeErrorMessage } from './pixel';
import { placeEmoji } from './placeEmoji';
import { useCooldown } from './useCooldown';
import { usePixels } from './usePixels';

export default function EmojiPanelScreen() {
  const user = useSession().user!;
  const db = useDemoFirestore();
  const [emoji, setEmoji] = useState(randomEmoji);
  const [error, setError] = useState<string | null>(null);
  const pixels = usePixels(db, setError);
  const mine = pixels?.find((p) => p.uid === user.uid);
  const { wait, now } = useCooldown(mine?.createdAt ?? null);

  async function place(pos: number) {
    if (!db || wait > 0) return;
    setError(null);
    try {
      await placeEmoji(db, user, !!mine, emoji, pos);
    } catch (e) {
      setError(placeErrorMessage(e));
    }
  }

  return (
    <section>
      <h1>Emoji Panel</h1>
      <p>
        Pick an emoji, then click a square to put it there. You have one emoji on the board; placing it again moves it. You can do this once
        every {COOLDOWN_MS / 1000} seconds.
      </p>
      <EmojiPicker emoji={emoji} onPick={() => setEmoji(randomEmoji())} />
      <p role="status" className="cooldown">
        {cooldownText(wait)}
      </p>
      <ErrorBox message={error} />
      {pixels && (
        <>
          <EmojiBoard pixels={pixels} wait={wait} onPlace={(pos) => void place(pos)} />
          <BoardSummary pixels={pixels} mine={mine} now={now} />
        </>
      )}
    </section>
  );
}
