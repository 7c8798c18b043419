import { drawThumbnail } from '@tengen/board';
import type { LiveGame } from '@tengen/protocol';
import { useEffect, useRef } from 'react';

/** A game's position as a small picture (the board widget's thumbnail), drawn again when a move is played. */
export function GameThumbnail({ game, size = 120 }: { readonly game: LiveGame; readonly size?: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { size: lu, prepos, black_first, pos } = game;
  const moves = pos.join(',');
  useEffect(() => {
    if (!canvas.current) return;
    drawThumbnail(
      canvas.current,
      {
        record: {
          lu,
          content: [prepos.black, prepos.white],
          pos: moves === '' ? [] : moves.split(','),
          blackfirst: black_first,
        },
      },
      { size },
    );
  }, [lu, prepos, black_first, moves, size]);
  return <canvas ref={canvas} className="tg-live-games__board" data-moves={pos.length} />;
}
