// Copies the board's images and sounds into the example's public folder, where the board looks
// for them by default (/static/playnew/), as the board's README says under "Serving the images
// and sounds". Run from an example's folder (`npm run assets`): the board is found from there.
import { cpSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const here = createRequire(join(process.cwd(), 'package.json'));
const board = dirname(here.resolve('@tengen/board/package.json'));
cpSync(join(board, 'public/static/playnew'), 'public/static/playnew', { recursive: true });
