/**
 * The host-page data (seed 000 section 2): what the server writes into every page it serves, so
 * the game page renders without waiting for a round trip. The page reads it from the JSON script
 * element `HOST_DATA_ELEMENT_ID`.
 */
import type { Platform } from '../constants/display.ts';
import type { Language } from '../constants/users.ts';
import type { CurrentUser } from './account.ts';
import type { PlayInfo } from './play-info.ts';

export const HOST_DATA_ELEMENT_ID = 'tengen-host';

/** Stone and board styles 1–3 (seed 000 section 9). */
export type StyleChoice = 1 | 2 | 3;

/** The local browser settings of seed 000 section 3; the host page gives the defaults. */
export interface DisplaySettings {
  /** The win-rate energy bar. */
  readonly showHp: boolean;
  /** Good- and bad-move cues, byo-yomi sounds. */
  readonly soundEffect: boolean;
  /** Stone placement sounds. */
  readonly sound: boolean;
  readonly coordinates: boolean;
  /** Two-step placement: tap to preview, tap again to play. */
  readonly moveConfirm: boolean;
  readonly stoneStyle: StyleChoice;
  readonly boardStyle: StyleChoice;
}

export const DEFAULT_DISPLAY_SETTINGS: DisplaySettings = {
  showHp: false,
  soundEffect: true,
  sound: true,
  coordinates: true,
  moveConfirm: false,
  stoneStyle: 1,
  boardStyle: 1,
};

export interface HostPageData {
  /** The signed-in user and the token for `Authorization: JWT …`; both null for a guest. */
  readonly user: CurrentUser | null;
  readonly token: string | null;
  /** On a game page (`/play/p/{playid}/`): the play info for this viewer; otherwise null. */
  readonly play: PlayInfo | null;
  /** On a game page whose play does not exist: its id, so the page can say so. */
  readonly missingPlayId: number | null;
  readonly dev: boolean;
  readonly platform: Platform;
  /** Absolute URL of the site's root, ending in '/'. */
  readonly rootUrl: string;
  /** The user's language, or the fallback for guests (and `?lang=` when given). */
  readonly lang: Language;
  readonly settings: DisplaySettings;
}
