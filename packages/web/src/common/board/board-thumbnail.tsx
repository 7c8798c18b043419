import { drawThumbnail } from '@tengen/board';
import { useEffect, useRef } from 'react';

export interface BoardThumbnailProps {
  /** The board size (`lu`). */
  readonly boardSize: number;
  /** Stones placed before the first move. */
  readonly prepos: { readonly black: readonly string[]; readonly white: readonly string[] };
  readonly blackFirst: boolean;
  /** The moves in two-letter points, `tt` a pass. */
  readonly moves: readonly string[];
  /** Draw the position after this many moves; all of them when left out. */
  readonly step?: number;
  /** Width and height in CSS pixels. */
  readonly pixels?: number;
  readonly className: string;
  /** Names the picture for screen readers; without one it is decoration. */
  readonly label?: string;
}

/** A position as a small picture (the board widget's thumbnail), drawn again when a move comes. */
export function BoardThumbnail({
  boardSize,
  prepos,
  blackFirst,
  moves,
  step,
  pixels = 120,
  className,
  label,
}: BoardThumbnailProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const joined = moves.join(',');
  useEffect(() => {
    if (!canvas.current) return;
    drawThumbnail(
      canvas.current,
      {
        record: {
          lu: boardSize,
          content: [[...prepos.black], [...prepos.white]],
          pos: joined === '' ? [] : joined.split(','),
          blackfirst: blackFirst,
          ...(step === undefined ? {} : { step }),
        },
      },
      { size: pixels },
    );
  }, [boardSize, prepos, blackFirst, joined, step, pixels]);
  return (
    <canvas
      ref={canvas}
      className={className}
      data-moves={moves.length}
      data-step={step}
      {...(label === undefined ? {} : { role: 'img', 'aria-label': label })}
    />
  );
}
