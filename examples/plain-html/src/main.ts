// A 9×9 game board with the framework-free API: clicks play (captures, ko and suicide are the
// board's rules), a ghost stone suggests tengen until the first move, and two buttons step back
// and forward through the moves. The board draws into the element it is given and follows its size.
import { TengenBoard } from '@tengen/board';

const moves: string[] = [];
const shown = document.getElementById('moves')!;
const status = document.getElementById('status')!;

const board = TengenBoard(document.getElementById('board')!, {
  kind: 'game',
  size: 9,
  showCoor: true,
  clickMode: 'play',
  lastMoveMark: true,
  // A see-through stone: an SGF point and 1 (black) or 2 (white); `null` takes it away.
  ghost: { point: 'ee', color: 1 },
  events: {
    onPlay: ({ vertex, color }) => {
      if (vertex === null) return;
      moves.push(`${color === 1 ? 'B' : 'W'} ${String.fromCharCode(97 + vertex.x, 97 + vertex.y)}`);
      shown.textContent = moves.join(', ');
      board.set({ ghost: null });
    },
  },
});

document.getElementById('back')!.addEventListener('click', () => board.prev());
document.getElementById('forward')!.addEventListener('click', () => board.next());
status.textContent = 'ready';
