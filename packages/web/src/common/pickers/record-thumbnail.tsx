import { drawThumbnail } from '@tengen/board';
import { useEffect, useRef } from 'react';

export interface ThumbnailRecord {
  readonly size: number;
  readonly blackfirst: boolean;
  readonly prepos: { readonly black: readonly string[]; readonly white: readonly string[] };
  readonly moves: readonly string[];
  /** The move shown (the record's length by default). */
  readonly step?: number;
}

/** A game or a saved record as a small board at its step; decoration beside its names. */
export function RecordThumbnail({
  record,
  pixels,
}: {
  readonly record: ThumbnailRecord;
  readonly pixels: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    drawThumbnail(
      canvas.current,
      {
        record: {
          lu: record.size,
          content: [[...record.prepos.black], [...record.prepos.white]],
          pos: [...record.moves],
          blackfirst: record.blackfirst,
          step: record.step ?? record.moves.length,
        },
      },
      { size: pixels },
    );
  }, [record, pixels]);
  return <canvas ref={canvas} className="tg-picker__thumbnail" />;
}
