// A site that installed @tengen/board from its tarball: a game board made with the framework-free
// API, and a problem shown through the React wrapper with its images and sounds served from
// another base; and a game board through the wrapper under React's StrictMode (Vite's template
// default) with a memoized config whose coordinates a button toggles. Only the package's public
// entries are imported.
import {
  type BoardApi,
  type CorpusProblem,
  type PuzzleResult,
  puzzleFromCorpus,
  TengenBoard,
} from '@tengen/board';
import { BoardView } from '@tengen/board/react';
import { sharedReducer, windowResize } from '@tengen/board/store';
import { createElement, Fragment, StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';

/** What the page's test reads: the boards' APIs and what their callbacks reported. */
interface Embedded {
  boards: { game?: BoardApi; puzzle?: BoardApi; strict?: BoardApi };
  /** What the board whose assets are not where it looks logged. */
  faults: string[];
  played: unknown[];
  results: { result: PuzzleResult; code: number }[];
  shape: string;
}
const embedded: Embedded = { boards: {}, played: [], results: [], shape: '', faults: [] };
(window as unknown as { embedded: Embedded }).embedded = embedded;
const status = document.getElementById('status')!;

embedded.boards.game = TengenBoard(document.getElementById('game')!, {
  kind: 'game',
  size: 9,
  clickMode: 'play',
  audioOn: true,
  events: { onPlay: (move) => embedded.played.push(move) },
});
// A site that forgot to copy the files: the board is drawn without images, and says why.
TengenBoard(document.getElementById('lost')!, {
  kind: 'game',
  size: 9,
  assetBase: '/not-copied/',
  onLog: (fault, detail) => embedded.faults.push(`${fault}: ${detail}`),
});
embedded.shape = sharedReducer(undefined, windowResize(window.innerWidth, window.innerHeight)).Orientation;

async function showProblem(): Promise<void> {
  const problem = (await (await fetch('/problem.json')).json()) as CorpusProblem;
  createRoot(document.getElementById('puzzle')!).render(
    createElement(BoardView, {
      config: {
        kind: 'puzzle',
        puzzle: puzzleFromCorpus(problem),
        theme: 'kt',
        assetBase: '/cdn/tengen',
        audioOn: true,
        events: {
          onPuzzleResult: (result, code) => {
            embedded.results.push({ result, code });
            status.textContent = result;
          },
        },
      },
      // The board takes its element's width and stays square.
      style: { width: 320 },
      onApi: (api) => {
        if (api) embedded.boards.puzzle = api;
        status.textContent = api ? 'ready' : 'gone';
      },
    }),
  );
}

function StrictBoard() {
  const [coordinates, setCoordinates] = useState(true);
  const config = useMemo(
    () => ({ kind: 'game' as const, size: 9, clickMode: 'play' as const, showCoor: coordinates }),
    [coordinates],
  );
  return createElement(
    Fragment,
    null,
    createElement(
      'button',
      { id: 'toggle-coordinates', type: 'button', onClick: () => setCoordinates((on) => !on) },
      'Coordinates',
    ),
    createElement(BoardView, {
      config,
      className: 'strict-board',
      style: { width: 300 },
      onApi: (api) => {
        if (api) embedded.boards.strict = api;
      },
    }),
  );
}

createRoot(document.getElementById('strict')!).render(
  createElement(StrictMode, null, createElement(StrictBoard)),
);

showProblem().catch((e: unknown) => {
  status.textContent = `failed: ${String(e)}`;
});
