/** The emoji the user will place, and a button for another one. */
export function EmojiPicker({ emoji, onPick }: { emoji: string; onPick: () => void }) {
  return (
    <div className="row">
      <p>
        Your emoji: <span className="emoji-big">{emoji}</span>
      </p>
      <button type="button" onClick={onPick}>
        Pick another emoji
      </button>
    </div>
  );
}
