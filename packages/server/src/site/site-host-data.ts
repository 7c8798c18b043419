/**
 * The host-page data of one page request (seed 000 section 2): who is signed in (by the sign-in
 * cookie), the play info on a game page, the flags, the root URL and the language.
 */
import {
  API_ERROR_STATUS,
  DEFAULT_DISPLAY_SETTINGS,
  decodeParams,
  FALLBACK_LANGUAGE,
  type HostPageData,
  isLanguage,
  type Language,
  type PlayInfo,
} from '@tengen/protocol';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../accounts/account-routes.ts';
import { signInCookieOf } from '../accounts/sign-in-cookie.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { SiteConfig } from '../config/server-config.ts';
import type { HttpDeps } from '../http/deps.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { playInfoFor } from '../play/play-routes.ts';

/** The page's viewer and the token to hand the app; `staleCookie` when the cookie should go. */
export interface PageViewer {
  readonly viewer: Viewer;
  readonly token: string | null;
  readonly staleCookie: boolean;
}

/** A forged, expired or revoked cookie makes a guest page, never an error. */
export async function pageViewerOf(deps: HttpDeps, request: FastifyRequest): Promise<PageViewer> {
  const token = signInCookieOf(request);
  if (token === null) return { viewer: { kind: 'guest' }, token: null, staleCookie: false };
  const signedIn = await deps.accounts.authenticate(token);
  if (!signedIn.ok) return { viewer: { kind: 'guest' }, token: null, staleCookie: true };
  return {
    viewer: { kind: 'user', user: signedIn.value.user, tokenId: signedIn.value.tokenId },
    token,
    staleCookie: false,
  };
}

/** What a game page found: the play info, or the id of a play that does not exist. */
export interface PagePlay {
  readonly play: PlayInfo | null;
  readonly missingPlayId: number | null;
}

export const NO_PLAY: PagePlay = { play: null, missingPlayId: null };

/**
 * A game page's play: exactly what GET /jwt/getplayinfo/{playid}/ answers this viewer, and the
 * page's status (404 for a play that does not exist).
 */
export async function gamePagePlay(
  deps: HttpDeps,
  rawPlayId: string,
  viewer: Viewer,
  request: FastifyRequest,
): Promise<{ readonly play: PagePlay; readonly status: number }> {
  const params = decodeParams('getPlayInfo', { playid: rawPlayId });
  if (!params.ok) return { play: NO_PLAY, status: 404 };
  const found = await playInfoFor(deps, params.value.playid, viewer, request);
  if (found.ok) return { play: { play: found.value, missingPlayId: null }, status: 200 };
  const status = found.error.status ?? API_ERROR_STATUS[found.error.error];
  if (status !== 404) return { play: NO_PLAY, status };
  return { play: { play: null, missingPlayId: params.value.playid }, status };
}

export interface HostDataInput {
  readonly site: SiteConfig;
  readonly request: FastifyRequest;
  readonly viewer: PageViewer;
  readonly play: PagePlay;
}

export function hostDataFor({ site, request, viewer, play }: HostDataInput): HostPageData {
  const user = viewer.viewer.kind === 'user' ? currentUser(viewer.viewer.user) : null;
  return {
    user,
    token: user === null ? null : viewer.token,
    play: play.play,
    missingPlayId: play.missingPlayId,
    dev: site.dev,
    platform: site.platform,
    rootUrl: `${publicOrigin(request)}/`,
    lang: pageLanguage(request, user?.lang ?? null),
    settings: DEFAULT_DISPLAY_SETTINGS,
  };
}

/** `?lang=` when it is a language code, else the user's language, else the fallback. */
function pageLanguage(request: FastifyRequest, userLang: Language | null): Language {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (typeof asked === 'string' && isLanguage(asked)) return asked;
  return userLang ?? FALLBACK_LANGUAGE;
}
