// Copies the board's images and sounds into the example's public folder, where the board looks
// for them by default (/static/playnew/), as the board's README says under "Serving the images
// and sounds". Run from an example's folder: `npm run assets`.
import { cpSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const board = import.meta.resolve('@tengen/board/package.json');
cpSync(fileURLToPath(new URL('public/static/playnew/', board)), 'public/static/playnew', { recursive: true });
