import { account } from './account.ts';
import { analysis } from './analysis.ts';
import { common } from './common.ts';
import { errors } from './errors.ts';
import { lobby } from './lobby.ts';
import { overlays } from './overlays.ts';
import { pages } from './pages.ts';
import { play } from './play.ts';
import { review } from './review.ts';
import { settings } from './settings.ts';

export const messages = { common, errors, overlays, play, review, lobby, account, pages, settings, analysis };
