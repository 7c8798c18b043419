/**
 * A stand-in for a canvas's 2D context that keeps what is stroked and filled instead of painting
 * it, so the board's geometry can be read without a browser: straight segments with the line
 * width they were stroked at, filled circles, and text.
 */
export interface DrawnSegment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width: number;
}

export function recordingContext() {
  const segments: DrawnSegment[] = [];
  const dots: { x: number; y: number; r: number }[] = [];
  const texts: { text: string; x: number; y: number }[] = [];
  let path: Omit<DrawnSegment, 'width'>[] = [];
  let arcs: { x: number; y: number; r: number }[] = [];
  let at: { x: number; y: number } | null = null;
  let start: { x: number; y: number } | null = null;
  const ctx = {
    lineWidth: 1,
    strokeStyle: '',
    fillStyle: '',
    font: '',
    textAlign: '',
    textBaseline: '',
    lineCap: 'butt',
    lineJoin: 'miter',
    clearRect() {},
    fillRect() {},
    drawImage() {},
    beginPath() {
      path = [];
      arcs = [];
      at = null;
      start = null;
    },
    moveTo(x: number, y: number) {
      at = { x, y };
      start = at;
    },
    lineTo(x: number, y: number) {
      if (at) path.push({ x1: at.x, y1: at.y, x2: x, y2: y });
      at = { x, y };
    },
    closePath() {
      if (at && start) path.push({ x1: at.x, y1: at.y, x2: start.x, y2: start.y });
      at = start;
    },
    stroke() {
      for (const s of path) segments.push({ ...s, width: ctx.lineWidth });
    },
    strokeRect(x: number, y: number, w: number, h: number) {
      const width = ctx.lineWidth;
      segments.push(
        { x1: x, y1: y, x2: x + w, y2: y, width },
        { x1: x + w, y1: y, x2: x + w, y2: y + h, width },
        { x1: x + w, y1: y + h, x2: x, y2: y + h, width },
        { x1: x, y1: y + h, x2: x, y2: y, width },
      );
    },
    arc(x: number, y: number, r: number) {
      arcs.push({ x, y, r });
    },
    fill() {
      dots.push(...arcs);
    },
    fillText(text: string, x: number, y: number) {
      texts.push({ text, x, y });
    },
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, segments, dots, texts };
}
