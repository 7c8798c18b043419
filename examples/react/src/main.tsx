// The board in React through `BoardView` (@tengen/board/react): the config is memoized, so a
// re-render passes nothing new; toggling the coordinates passes only `showCoor`, and the game
// on the board stays. The API comes back through `onApi`, here to count the moves.
import type { BoardApi, BoardConfig } from '@tengen/board';
import { BoardView } from '@tengen/board/react';
import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [coordinates, setCoordinates] = useState(true);
  const [moves, setMoves] = useState(0);
  const [api, setApi] = useState<BoardApi | null>(null);
  const config = useMemo<BoardConfig>(
    () => ({
      kind: 'game',
      size: 13,
      clickMode: 'play',
      showCoor: coordinates,
      events: { onPlay: () => setMoves((n) => n + 1) },
    }),
    [coordinates],
  );
  return (
    <main>
      <h1>A board in React</h1>
      <BoardView className="board" config={config} onApi={setApi} />
      <p>
        <button type="button" onClick={() => setCoordinates((on) => !on)}>
          {coordinates ? 'Hide coordinates' : 'Show coordinates'}
        </button>{' '}
        <button type="button" disabled={api === null} onClick={() => api?.toStart()}>
          To the start
        </button>
      </p>
      <p>Moves played: {moves}</p>
      <p id="status">{api === null ? 'loading' : 'ready'}</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
