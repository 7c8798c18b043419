import { drawThumbnail } from '@tengen/board';
import type { ProblemData } from '@tengen/protocol';
import { useEffect, useRef } from 'react';

/** A problem's start position as a small picture (the widget's thumbnail of its window); decoration. */
export function ProblemThumbnail({ data, pixels }: { readonly data: ProblemData; readonly pixels: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) drawThumbnail(canvas.current, { puzzle: data }, { size: pixels });
  }, [data, pixels]);
  return <canvas ref={canvas} className="tg-problem-cell__thumbnail" />;
}
