import { drawThumbnail } from '@tengen/board';
import type { BookEntry } from '@tengen/protocol';
import { useEffect, useRef } from 'react';

/** An entry's position (a full record: its final position) as a small picture, as the lobby draws games. */
export function EntryThumbnail({
  entry,
  label,
  size = 120,
}: {
  entry: BookEntry;
  label: string;
  size?: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { size: lu, prepos, blackfirst, step } = entry;
  const moves = entry.moves.join(',');
  useEffect(() => {
    if (!canvas.current) return;
    drawThumbnail(
      canvas.current,
      {
        record: {
          lu,
          content: [prepos.black, prepos.white],
          pos: moves === '' ? [] : moves.split(','),
          blackfirst,
          step,
        },
      },
      { size },
    );
  }, [lu, prepos, blackfirst, moves, step, size]);
  return (
    <canvas ref={canvas} className="tg-book-entry__board" role="img" aria-label={label} data-step={step} />
  );
}
