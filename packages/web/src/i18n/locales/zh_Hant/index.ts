import { access } from './access.ts';
import { account } from './account.ts';
import { analysis } from './analysis.ts';
import { appeals } from './appeals.ts';
import { books } from './books.ts';
import { choices } from './choices.ts';
import { classroom } from './classroom.ts';
import { common } from './common.ts';
import { counting } from './counting.ts';
import { errors } from './errors.ts';
import { friends } from './friends.ts';
import { homework } from './homework.ts';
import { lobby } from './lobby.ts';
import { overlays } from './overlays.ts';
import { pages } from './pages.ts';
import { pay } from './pay.ts';
import { play } from './play.ts';
import { presence } from './presence.ts';
import { problems } from './problems.ts';
import { rating } from './rating.ts';
import { recovery } from './recovery.ts';
import { review } from './review.ts';
import { rules } from './rules.ts';
import { security } from './security.ts';
import { settings } from './settings.ts';

export const messages = {
  common,
  errors,
  overlays,
  play,
  review,
  lobby,
  account,
  pages,
  settings,
  analysis,
  presence,
  rating,
  access,
  counting,
  appeals,
  books,
  friends,
  pay,
  choices,
  problems,
  homework,
  classroom,
  recovery,
  security,
  rules,
};
