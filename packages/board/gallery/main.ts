import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import {
  type BoardApi,
  type BoardConfig,
  type CorpusProblem,
  drawThumbnail,
  puzzleFromCorpus,
  scrambleField,
  TengenBoard,
} from '../src/index.ts';
import { BoardView } from '../src/react.ts';
import { ANSWERS, CHOICE, GAME_MOVES, PLACEMENT, REPLAY, SMALL } from './examples.ts';

const corpusFiles = import.meta.glob<CorpusProblem>('../../../fixtures/puzzles/*.json', {
  eager: true,
  import: 'default',
});
const corpus = Object.keys(corpusFiles)
  .sort()
  .map((k) => corpusFiles[k]);
const problem = (name: string) =>
  corpusFiles[Object.keys(corpusFiles).find((k) => k.endsWith(`${name}.json`))!];

interface Gallery {
  boards: Record<string, BoardApi>;
  events: { board: string; type: string; data: unknown }[];
  ready: boolean;
  /** The widget's constructor, for tests that make boards of their own on the page. */
  create: typeof TengenBoard;
}
const gallery: Gallery = { boards: {}, events: [], ready: false, create: TengenBoard };
(window as unknown as { gallery: Gallery }).gallery = gallery;

const app = document.getElementById('app')!;
const log = document.getElementById('log')!;
const record = (board: string, type: string, data: unknown) => {
  gallery.events.push({ board, type, data });
  log.textContent += `${board} ${type} ${JSON.stringify(data)}\n`;
};

function section(id: string, title: string): HTMLElement {
  const s = document.createElement('section');
  s.id = `section-${id}`;
  s.innerHTML = `<h2>${title}</h2><div class="row"></div>`;
  app.appendChild(s);
  return s.querySelector('.row')!;
}

function board(row: HTMLElement, id: string, caption: string, config: BoardConfig, big = false): BoardApi {
  const figure = document.createElement('figure');
  const element = document.createElement('div');
  element.id = id;
  element.className = big ? 'board big' : 'board';
  figure.append(element, Object.assign(document.createElement('figcaption'), { textContent: caption }));
  row.appendChild(figure);
  const api = TengenBoard(element, {
    replyDelay: 0,
    random: () => 0,
    ...config,
    events: {
      onPlay: (m) => record(id, 'play', m),
      onPen: (b) => record(id, 'pen', b),
      onVote: (v) => record(id, 'vote', v),
      onPuzzleResult: (r, code) => record(id, 'result', { r, code }),
      onMultiChoice: (p, confirmed) => record(id, 'multi', { p, confirmed }),
      onVersion: (t) => record(id, 'version', t),
      ...config.events,
    },
  });
  gallery.boards[id] = api;
  return api;
}

let row = section('game', 'Game boards');
board(
  row,
  'game',
  'wood, coordinates, last 10 move numbers',
  {
    kind: 'game',
    theme: 'wood',
    showCoor: true,
    record: { lu: 19, pos: GAME_MOVES, blackfirst: true },
    moveNumbers: 10,
    clickMode: 'play',
  },
  true,
);
board(row, 'game-kt', 'kt theme, move 60', {
  kind: 'game',
  theme: 'kt',
  record: { lu: 19, pos: GAME_MOVES, blackfirst: true, step: 60 },
});
board(row, 'game-fallback', 'unknown theme on a game board: wood', {
  kind: 'game',
  theme: 'marble',
  record: { lu: 19, pos: GAME_MOVES, step: 30 },
});

row = section('themes', 'Themes and styles');
for (const theme of ['wood', 'default', 'kt', 'night'])
  board(row, `theme-${theme}`, theme, { theme, record: SMALL, showCoor: true });
board(row, 'style-drawn', 'board style 2, stone style 2', { record: SMALL, boardStyle: 2, stoneStyle: 2 });
board(row, 'style-flat', 'board style 3, stone style 3', { record: SMALL, boardStyle: 3, stoneStyle: 3 });
board(row, 'custom-colours', 'custom board and line colours', {
  record: SMALL,
  boardColor: '#bcd6e6',
  lineColor: '#1d3b57',
});

row = section('sizes', 'Sizes');
for (const size of [2, 5, 13, 19])
  board(row, `size-${size}`, `${size}×${size}`, { size, theme: 'default', showCoor: size > 2 });

row = section('rotation', 'Rotation (labels and stones upright)');
for (const rotation of [0, 90, 180, 270]) {
  const api = board(row, `rot-${rotation}`, `${rotation}°`, {
    record: SMALL,
    rotation,
    showCoor: true,
    clickMode: 'play',
  });
  api.setSymbol({ x: 2, y: 2 }, 'triangle');
}

row = section('windows', 'Windows');
board(row, 'window-corpus', 'a corpus problem fitted to its stones', {
  kind: 'puzzle',
  puzzle: puzzleFromCorpus(problem('cho-intermediate-Prob0010')),
  showCoor: true,
});
board(row, 'window-explicit', 'x1 2 x2 10, y1 0 y2 6 (padded, square)', {
  kind: 'puzzle',
  puzzle: {
    ...puzzleFromCorpus(problem('cho-advanced-Prob0001')),
    pos_x1: 2,
    pos_x2: 10,
    pos_y1: 0,
    pos_y2: 6,
  },
});
board(row, 'window-bottom-right', 'bottom-right window: frame on two sides', {
  size: 19,
  x1: 10,
  x2: 18,
  y1: 10,
  y2: 18,
  ab: ['pp', 'qo'],
  aw: ['oq', 'pq'],
  showCoor: true,
});
board(row, 'window-right', 'right-side window: frame on one side', {
  size: 19,
  x1: 10,
  x2: 18,
  y1: 5,
  y2: 13,
  ab: ['pj', 'qk'],
  aw: ['oj'],
  showCoor: true,
});
board(row, 'window-prepos', 'prepos without a window: full board', {
  kind: 'puzzle',
  puzzle: { lu: 13, prepos: [['cc', 'dd'], ['jj']], ok_answers: [], change_answers: [], fail_answers: [] },
});

row = section('marks', 'Marks and overlays');
const marks = board(row, 'marks', 'symbols, signs, answer colours, all move numbers', {
  record: SMALL,
  moveNumbers: 'all',
});
marks.setSymbol({ x: 1, y: 1 }, 'triangle');
marks.setSymbol({ x: 2, y: 1 }, 'circle');
marks.setSymbol({ x: 3, y: 1 }, 'square');
marks.setSymbol({ x: 4, y: 1 }, 'number');
marks.setSymbol({ x: 5, y: 1 }, 'letter');
marks.setSymbol({ x: 6, y: 1 }, { named: '甲' });
marks.setSymbol({ x: 2, y: 2 }, 'circle');
marks.state.signs = [{ x: 7, y: 7 }];
marks.state.answerColors = new Map([
  [7 * 9 + 1, 'blue'],
  [7 * 9 + 2, 'green'],
  [7 * 9 + 3, 'red'],
]);
marks.redraw();
const territory = board(row, 'territory', 'territory estimate (bs, ws)', {
  record: { lu: 19, pos: GAME_MOVES, step: 90 },
});
territory.estimate();
const winrate = board(row, 'winrate', 'win-rate labels, ghost stone', {
  record: SMALL,
  ghost: { point: 'hh', color: 1 },
});
winrate.setWinrates({ hc: '61.2', gf: '48.9', bb: '12' });
const multi = board(row, 'multi', 'multi-choice (at most 5)', { record: SMALL });
multi.startMultiChoice(['bg', 'ch', 'dh']);

row = section('pen', 'Pen');
board(row, 'pen', 'draw mode: drag to draw', { record: SMALL, penMode: 'draw' });
board(row, 'pen-shape', 'shape mode: drag an arrow', {
  record: SMALL,
  penMode: 'shape',
  penColor: '#1e6fd9',
});
const remote = board(row, 'pen-remote', 'strokes from another client', {
  size: 19,
  theme: 'default',
  rotation: 90,
});
const wave = Array.from({ length: 30 }, (_, i) => ({
  x: 0.1 + i * 0.025,
  y: 0.5 + 0.15 * Math.sin(i / 4),
  c: '#c04000',
}));
remote.drawPen({ stroke: 1, mode: 'draw', points: wave.slice(0, 15), end: false }, 'teacher');
remote.drawPen({ stroke: 1, mode: 'draw', points: wave.slice(15), end: true }, 'teacher');
remote.drawPen(
  {
    stroke: 2,
    mode: 'shape',
    points: [
      { x: 0.2, y: 0.2, c: '#1e6fd9' },
      { x: 0.45, y: 0.35, c: '#1e6fd9' },
    ],
    end: true,
  },
  'teacher',
);

row = section('vote', 'Vote');
const teacher = board(row, 'vote-tea', 'teacher: counts per point and a selection', {
  record: SMALL,
  clickMode: 'vote',
});
teacher.startVote('tea');
teacher.setVoteCounts({ hc: 7, gf: 3, bh: 1 });
teacher.click({ x: 7, y: 2 });
const student = board(row, 'vote-stu', 'student: click an empty point', { record: SMALL, clickMode: 'vote' });
student.startVote('stu', (v) => record('vote-stu', 'vote', v));

row = section('puzzles', 'Puzzles');
board(row, 'puzzle-solve', 'corpus cho-elementary-Prob0001 (PLAY)', {
  kind: 'puzzle',
  puzzle: puzzleFromCorpus(problem('cho-elementary-Prob0001')),
});
board(row, 'puzzle-fail', 'the same problem, to fail', {
  kind: 'puzzle',
  puzzle: puzzleFromCorpus(problem('cho-elementary-Prob0001')),
});
board(row, 'puzzle-choice', 'choice (xds): A scores 10', { kind: 'puzzle', puzzle: CHOICE });
board(row, 'puzzle-placement', 'placement (luozis), a permanent sign', { kind: 'puzzle', puzzle: PLACEMENT });
board(row, 'puzzle-replay', 'replay (mofang)', { kind: 'puzzle', puzzle: REPLAY });
const answers = board(row, 'puzzle-answers', 'ru 1 answers, colours: blue ok, green change, red fail', {
  kind: 'puzzle',
  puzzle: { ...ANSWERS, ru: 1, ok_answers: scrambleField(ANSWERS.ok_answers, 1, 9) },
});
answers.showAnswerColors();
const viewer = board(row, 'puzzle-viewer', 'answer viewer at step 2', { kind: 'puzzle', puzzle: ANSWERS });
viewer.viewAnswer('ok');
viewer.next();
viewer.next();
const confirm = board(row, 'confirm', 'confirm mode: candidate nudged right', {
  record: SMALL,
  clickMode: 'play',
  confirmMode: true,
});
confirm.click({ x: 6, y: 6 });
confirm.adjust('right');

row = section('thumbnails', 'Thumbnails (50 puzzles, 6 records)');
row.classList.add('thumbs');
const started = performance.now();
for (const p of corpus.slice(0, 50))
  drawThumbnail(
    row.appendChild(document.createElement('canvas')),
    { puzzle: puzzleFromCorpus(p) },
    { size: 72 },
  );
for (const step of [0, 20, 40, 60, 90, 120])
  drawThumbnail(
    row.appendChild(document.createElement('canvas')),
    { record: { lu: 19, pos: GAME_MOVES, step } },
    { size: 114 },
  );
(gallery as unknown as { thumbnailMs: number }).thumbnailMs = performance.now() - started;

row = section('react', 'React wrapper');
const host = row.appendChild(document.createElement('div'));
host.className = 'board';
host.id = 'react-host';
const reactRoot = createRoot(host);
const renderReact = (config: BoardConfig) =>
  reactRoot.render(
    createElement(BoardView, {
      config,
      onApi: (api) => {
        if (api) gallery.boards.react = api;
      },
    }),
  );
renderReact({ record: SMALL, theme: 'kt', kind: 'game' });
Object.assign(gallery, { renderReact, unmountReact: () => reactRoot.unmount() });

requestAnimationFrame(() => requestAnimationFrame(() => (gallery.ready = true)));
