// Runs inside Chromium: each benchmark times the widget through its public API.
import {
  type BoardApi,
  type CorpusProblem,
  drawThumbnail,
  puzzleFromCorpus,
  TengenBoard,
} from '@tengen/board';

const corpusFiles = import.meta.glob<CorpusProblem>('../../../fixtures/puzzles/*.json', {
  eager: true,
  import: 'default',
});

const GAME =
  'qd*pp*dd*dp*qn*qo*pn*np*pj*od*lc*me*lq*qe*fq*cc*qq*rn*cd*dc*ed*ec*rm*or*ro*rp*qp*po*sn*rq*fc*fb*cn*er*bc*bb*eb*db*gb*pd*eo*co*bn*fp*ep*eq*do*cq*fr*iq*hp*gq*gp*fo*fn*go*hn*gr*gn*fs*ei*bd*be*ac*cf*ih*qc*rf*pf*qh*ob*nb*oc*pc*pb*rd*nd*qb*oe*rc*nc*if*hg*ig*je*gi*fg*hf*fj*lg*lf*mg*kg*kh*mf*ff*gg*fd*gc*hd*fe*gd*ic*gj*kf*bg*cg*kj*bo*gk*fk*id*jc*eh*fh*fi*ej*fl*el*gl';

/** Reading one pixel makes the canvas finish its drawing, so the time includes rasterising. */
function flush(element: HTMLElement): void {
  for (const c of element.querySelectorAll('canvas')) c.getContext('2d')!.getImageData(0, 0, 1, 1);
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return {
    median: sorted[sorted.length >> 1],
    mean,
    p95: sorted[Math.floor(sorted.length * 0.95)],
    max: sorted.at(-1)!,
  };
}

const letters = 'abcdefghijklmnopqrs';

function fullRedraw(marks: boolean) {
  const element = document.getElementById('full')!;
  element.textContent = '';
  const black: string[] = [];
  const white: string[] = [];
  for (let y = 0; y < 19; y++)
    for (let x = 0; x < 19; x++) ((x * 7 + y * 3) % 5 < 2 ? white : black).push(letters[x] + letters[y]);
  const api = TengenBoard(element, { size: 19, ab: black, aw: white, showCoor: true, theme: 'wood' });
  const tools = ['triangle', 'circle', 'square', 'number', 'letter'] as const;
  for (let i = 0; i < (marks ? 361 : 0); i++)
    api.setSymbol({ x: i % 19, y: Math.floor(i / 19) }, tools[i % tools.length]);
  const samples: number[] = [];
  api.redraw();
  for (let i = 1; i <= 60; i++) {
    api.set({ rotation: i % 2 ? 180 : 0 });
    const t0 = performance.now();
    api.redraw();
    flush(element);
    samples.push(performance.now() - t0);
    if (!api.renderStats().full || api.renderStats().repainted !== 361)
      throw new Error(`not a full redraw: ${JSON.stringify(api.renderStats())}`);
  }
  api.destroy();
  return stats(samples.slice(10));
}

function oneMove() {
  const element = document.getElementById('move')!;
  const api: BoardApi = TengenBoard(element, {
    record: { lu: 19, pos: GAME },
    clickMode: 'play',
    moveNumbers: 5,
  });
  api.redraw();
  const samples: number[] = [];
  const repainted: number[] = [];
  const empty = [];
  for (let y = 0; y < 19; y++)
    for (let x = 0; x < 19; x++) if (!api.state.game.board.get({ x, y })) empty.push({ x, y });
  for (const v of empty.slice(0, 80)) {
    if (api.play(v) !== 'OK') continue;
    const t0 = performance.now();
    api.redraw();
    flush(element);
    samples.push(performance.now() - t0);
    repainted.push(api.renderStats().repainted);
    api.prev();
    api.redraw();
  }
  return { ...stats(samples), repaintedPoints: stats(repainted).median };
}

function pen(): Promise<unknown> {
  const element = document.getElementById('pen')!;
  const batches: number[] = [];
  TengenBoard(element, {
    size: 19,
    penMode: 'draw',
    events: { onPen: (b) => batches.push(b.points.length) },
  });
  const target = element.querySelector('canvas.tengen-pen')!;
  const rect = target.getBoundingClientRect();
  const at = (i: number) => ({
    clientX: rect.left + 60 + i * 3.5,
    clientY: rect.top + 300 + 150 * Math.sin(i / 15),
    pointerId: 1,
    pointerType: 'mouse',
    bubbles: true,
  });
  const handler: number[] = [];
  const frames: number[] = [];
  target.dispatchEvent(new PointerEvent('pointerdown', at(0)));
  return new Promise((resolve) => {
    let i = 0;
    let last = performance.now();
    const frame = (now: number) => {
      frames.push(now - last);
      last = now;
      const t0 = performance.now();
      target.dispatchEvent(new PointerEvent('pointermove', at(++i)));
      flush(element);
      handler.push(performance.now() - t0);
      if (i < 140) requestAnimationFrame(frame);
      else {
        target.dispatchEvent(new PointerEvent('pointerup', at(i)));
        const f = stats(frames.slice(5));
        resolve({
          perMove: stats(handler),
          fps: 1000 / f.mean,
          worstFrameMs: f.max,
          batches: batches.length,
          points: batches.reduce((a, b) => a + b, 0),
        });
      }
    };
    requestAnimationFrame(frame);
  });
}

function thumbnails() {
  const host = document.getElementById('thumbs')!;
  const problems = Object.values(corpusFiles).slice(0, 50);
  const samples: number[] = [];
  for (let round = 0; round < 5; round++) {
    host.textContent = '';
    const t0 = performance.now();
    for (const p of problems)
      drawThumbnail(
        host.appendChild(document.createElement('canvas')),
        { puzzle: puzzleFromCorpus(p) },
        { size: 96 },
      );
    flush(host);
    samples.push(performance.now() - t0);
  }
  return stats(samples);
}

(window as unknown as { runBench: () => Promise<unknown> }).runBench = async () => ({
  dpr: window.devicePixelRatio,
  fullRedraw: fullRedraw(true),
  fullRedrawStonesOnly: fullRedraw(false),
  oneMove: oneMove(),
  pen: await pen(),
  thumbnails50: thumbnails(),
});
