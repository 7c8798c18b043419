// Copies the board's images and sounds into the site's public folder, where the board looks for
// them by default (/static/playnew/). As in the package's README, "Serving the images and sounds".
import { cpSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const board = import.meta.resolve('@tengen/board/package.json');
cpSync(fileURLToPath(new URL('public/static/playnew/', board)), 'public/static/playnew', { recursive: true });
