/** The 15×15 grid: each cell a button that places the emoji there (marked disabled during the cooldown). */
import { GRID_SIZE } from './board';
import { pixelsByPosition, type Pixel } from './pixel';

interface Props {
  pixels: Pixel[];
  wait: number;
  onPlace: (pos: number) => void;
}

export function EmojiBoard({ pixels, wait, onPlace }: Props) {
  const byPos = pixelsByPosition(pixels);
  return (
    <div className="board" role="grid" aria-label="Emoji board, 15 by 15">
      {Array.from({ length: GRID_SIZE }, (_, row) => (
        <div role="row" key={row}>
          {Array.from({ length: GRID_SIZE }, (_, col) => {
            const pos = row * GRID_SIZE + col;
            const pixel = byPos.get(pos);
            return (
              <span role="gridcell" key={col}>
                <button
                  type="button"
                  aria-label={`Row ${row + 1}, column ${col + 1}${pixel ? `: ${pixel.content}` : ''}`}
                  aria-disabled={wait > 0}
                  onClick={() => onPlace(pos)}
                >
                  {pixel?.content ?? ''}
                </button>
              </span>
            );
          })}
        </div>
      ))}
    </div>
  );
}
