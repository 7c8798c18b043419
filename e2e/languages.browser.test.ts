/**
 * The site's languages in Chromium against the real server on a fresh build: the game room, the
 * sign-in page and the game page in Japanese, Korean and Traditional Chinese, chosen by `?lang=`
 * and by the account's language; every visible line translated (no English text, no bare
 * translation key), `<html lang>` set, and an unknown `?lang=` falling back to Simplified Chinese.
 */
import type { Language } from '@tengen/protocol';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTML_LANG } from '../packages/web/src/i18n/init-i18n.ts';
import { RESOURCES } from '../packages/web/src/i18n/resources.ts';
import { KEY_LIKE, Site, type SiteUser, VIEWPORTS, visibleLines, waitForBoard } from './site-harness.ts';

let site: Site;

beforeAll(async () => {
  site = await Site.start();
}, 120_000);

afterAll(async () => {
  await site?.close();
});

type Texts = (typeof RESOURCES)['en'];

/** Every text of a language by its key path (`lobby.title`). */
function leaves(tree: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') found.set(`${prefix}${key}`, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) found.set(k, v);
  }
  return found;
}

const LANGUAGES = Object.keys(RESOURCES) as Language[];

/** Every key, with and without its namespace (`lobby.title`, `title`): what i18next shows for a missing text. */
const KEYS = new Set(
  [...leaves(RESOURCES.en).keys()].flatMap((path) => [path, path.slice(path.indexOf('.') + 1)]),
);

/**
 * Visible lines that are not `lang`'s own: another language's text where `lang` has its own
 * (English, or the Simplified Chinese fallback), a translation key, or a bare key.
 */
async function untranslated(page: Page, lang: Language): Promise<string[]> {
  const own = leaves(RESOURCES[lang]);
  const ownTexts = new Set(own.values());
  const foreign = new Set(
    LANGUAGES.filter((other) => other !== lang).flatMap((other) =>
      [...leaves(RESOURCES[other])].filter(([key, text]) => own.get(key) !== text).map(([, text]) => text),
    ),
  );
  return (await visibleLines(page)).filter(
    (line) => !ownTexts.has(line) && (KEY_LIKE.test(line) || KEYS.has(line) || foreign.has(line)),
  );
}

async function expectPage(page: Page, lang: Language, texts: readonly string[]): Promise<void> {
  for (const text of texts) await page.getByText(text, { exact: true }).first().waitFor();
  await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(HTML_LANG[lang]);
  await expect(untranslated(page, lang)).resolves.toEqual([]);
}

const CASES: readonly Language[] = ['ja', 'ko', 'zh_Hant'];

describe('the site in Japanese, Korean and Traditional Chinese', () => {
  const games = new Map<Language, { player: SiteUser; playId: number }>();

  beforeAll(async () => {
    for (const [i, lang] of CASES.entries()) {
      const player = await site.register(`player_${lang}`.toLowerCase(), { lang });
      const opponent = await site.register(`opponent_${i}`);
      const play = await site.createPlay(player, opponent);
      games.set(lang, { player, playId: play.id });
    }
  });

  for (const lang of CASES) {
    const t: Texts = RESOURCES[lang];

    it(`${lang} by ?lang=: the game room, the sign-in page with a refused password, a game watched`, async () => {
      const { player, playId } = games.get(lang)!;
      const context = await site.context(VIEWPORTS.desktop);
      const page = await site.open(context, `/play/room/?lang=${lang}`);
      await expectPage(page, lang, [
        t.lobby.title,
        t.lobby.signInToInvite,
        t.common.nav.lobby,
        t.lobby.online,
      ]);

      await page.goto(`${site.url}/login/?lang=${lang}`);
      await expectPage(page, lang, [t.account.signInTitle, t.account.username, t.account.registerLink]);
      await page.getByLabel(t.account.username).fill(player.username);
      await page.getByLabel(t.account.password).fill('not-the-password');
      await page.getByRole('button', { name: t.account.submitSignIn }).click();
      await expectPage(page, lang, [t.account.errors.badCredentials]);

      await page.goto(`${site.url}/play/p/${playId}/?lang=${lang}`);
      await waitForBoard(page);
      await expectPage(page, lang, [t.play.status.blackToPlay]);
      expect(site.pageErrors).toEqual([]);
    });

    it(`${lang} as the account's language: the game room, the sign-in page, the player's own game`, async () => {
      const { player, playId } = games.get(lang)!;
      const context = await site.context(VIEWPORTS.desktop, player);
      const page = await site.open(context, '/play/room/');
      await expectPage(page, lang, [t.lobby.title, t.lobby.online, t.common.account.signOut]);

      await page.goto(`${site.url}/login/`);
      await expectPage(page, lang, [
        t.account.signInTitle,
        t.account.alreadySignedIn.replace('{{username}}', player.username),
      ]);

      await page.goto(`${site.url}/play/p/${playId}/`);
      await waitForBoard(page);
      await expectPage(page, lang, [t.play.status.yourTurn, t.play.player.you]);
      expect(site.pageErrors).toEqual([]);
    });
  }

  it('too many wrong passwords: the refusal says how long to wait, in the page’s language', async () => {
    const t: Texts = RESOURCES.ko;
    const player = await site.register('locked_out');
    const page = await site.open(await site.context(VIEWPORTS.desktop), '/login/?lang=ko');
    await page.getByLabel(t.account.username).fill(player.username);
    await page.getByLabel(t.account.password).fill('not-the-password');
    // Five wrong passwords spend the account's tries (15 minutes); the sixth is refused unchecked.
    const signIn = async (status: number) => {
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/api/account/login/')),
        page.getByRole('button', { name: t.account.submitSignIn }).click(),
      ]);
      expect(answer.status()).toBe(status);
    };
    for (let i = 0; i < 5; i++) await signIn(401);
    await signIn(429);
    // This browser never signed in to the account, so it meets the account's lockout.
    await expectPage(page, 'ko', [t.account.errors.accountLocked_other.replace('{{count}}', '15')]);
    expect(site.pageErrors).toEqual([]);
  });

  it('an unknown ?lang= falls back to Simplified Chinese, and is not kept as a choice', async () => {
    const cn = RESOURCES.cn;
    const guest = await site.open(await site.context(VIEWPORTS.desktop), '/play/room/?lang=xx');
    await expectPage(guest, 'cn', [cn.lobby.title, cn.lobby.signInToInvite]);
    await guest.goto(`${site.url}/login/?lang=fr`);
    await expectPage(guest, 'cn', [cn.account.signInTitle]);

    // Signing in afterwards in the same browser: the account's own language, not the fallback.
    const { player } = games.get('ja')!;
    await guest.context().addCookies([{ name: 'tengen_token', value: player.token, url: site.url }]);
    await guest.goto(`${site.url}/play/room/`);
    await expectPage(guest, 'ja', [RESOURCES.ja.lobby.title]);
    await guest.goto(`${site.url}/play/room/?lang=xx`);
    await expectPage(guest, 'ja', [RESOURCES.ja.lobby.title]);
    expect(site.pageErrors).toEqual([]);
  });
});
