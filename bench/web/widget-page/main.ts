// The floor for the game page: nothing but the board widget on a 19×19 board with a few stones,
// marked ready the same way the game page marks its board.
import { TengenBoard } from '@tengen/board';

TengenBoard(document.getElementById('board')!, { size: 19, ab: ['pd', 'dd'], aw: ['dp', 'pp'] });
requestAnimationFrame(() => performance.mark('tengen:board-ready'));
