/**
 * Securing an account in Chromium against the real server (docs/accounts.md, "Recovery and
 * two-factor"): enrol an authenticator (the key read from the page, the codes made by otpauth as
 * an app would), sign out, sign in with a code; and reset a forgotten password from the mail a
 * real SMTP server on loopback received, following its link. The pages in all five languages.
 */
import type { Language } from '@tengen/protocol';
import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../packages/server/src/testing/test-ports.ts';
import { startTestSmtp, type TestSmtp } from '../packages/server/src/testing/test-smtp.ts';
import { RESOURCES } from '../packages/web/src/i18n/resources.ts';
import { PASSWORD, Site } from './site-harness.ts';

// The site's one public origin (TENGEN_PUBLIC_URL) is where the browser opens it: the sign-in
// cookie's Secure flag and the links in mail both come from it.
let PUBLIC_URL = '';
const NEW_PASSWORD = 'lantern-ladder-77';

let site: Site;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  const port = await freePort();
  PUBLIC_URL = `http://127.0.0.1:${port}`;
  site = await Site.start({ TENGEN_SMTP_URL: smtp.url, TENGEN_PUBLIC_URL: PUBLIC_URL }, [
    '--port',
    String(port),
  ]);
}, 180_000);

afterAll(async () => {
  await site?.close();
  await smtp?.close();
});

/** The code an authenticator app shows `steps` 30-second steps from now. */
function appCode(secret: string, steps = 0): string {
  return OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secret),
    timestamp: Date.now() + steps * 30_000,
  });
}

async function signInForm(
  page: Page,
  username: string,
  password: string,
  lang: Language = 'en',
): Promise<void> {
  const texts = RESOURCES[lang].account;
  await page.getByLabel(texts.username).fill(username);
  await page.getByLabel(texts.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: texts.submitSignIn }).click();
}

describe('account recovery and two-factor sign-in in Chromium', () => {
  it('enrols an authenticator, then signs in with the password and a code', async () => {
    const ann = await site.register('ann_totp', { lang: 'en' });
    const texts = RESOURCES.en.recovery;
    const page = await site.open(await site.context({}, ann), '/account/security/');
    await page.getByRole('button', { name: texts.startTwoFactor }).click();
    await page.getByRole('img', { name: texts.qrAlt }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel(texts.code).fill(appCode(secret));
    await page.getByRole('button', { name: texts.enable }).click();

    const codes = page.getByRole('list', { name: texts.recoveryTitle }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await page.getByRole('button', { name: texts.recoveryDone }).click();
    await page.getByText(texts.twoFactorOn_other.replace('{{count}}', '10')).waitFor();

    // Signed out (a fresh browser): the password alone gives no session, the code does.
    const guest = await site.open(await site.context(), '/login/?lang=en');
    await signInForm(guest, 'ann_totp', PASSWORD);
    await guest.getByRole('heading', { name: texts.codeTitle }).waitFor();
    expect((await guest.context().cookies()).some((c) => c.name === 'tengen_token')).toBe(false);
    await guest.getByLabel(texts.code).fill('000000' === appCode(secret, 1) ? '111111' : '000000');
    await guest.getByRole('button', { name: texts.verify }).click();
    await guest.getByRole('alert').getByText(texts.errors.wrongCode).waitFor();
    // The code of the next step: the one used to switch on is spent, and a step is taken once.
    await guest.getByLabel(texts.code).fill(appCode(secret, 1));
    await guest.getByRole('button', { name: texts.verify }).click();
    await guest.waitForURL(`${site.url}/play/room/`);
    await guest.getByRole('link', { name: /ann_totp/ }).waitFor();
    expect((await guest.context().cookies()).some((c) => c.name === 'tengen_token')).toBe(true);
    expect(site.pageErrors).toEqual([]);
  });

  it('resets a forgotten password from the link in a real mail, in the account’s language', async () => {
    const kato = await site.register('kato_reset', { lang: 'ja' });
    const set = await fetch(`${site.url}/api/account/email/`, {
      method: 'POST',
      headers: { authorization: `JWT ${kato.token}` },
      body: new URLSearchParams({ email: 'kato@example.jp', password: PASSWORD }),
    });
    expect(set.status).toBe(200);

    const ja = RESOURCES.ja.recovery;
    const page = await site.open(await site.context(), '/login/?lang=ja');
    await page.getByRole('link', { name: ja.forgotLink }).click();
    await page.getByRole('heading', { name: ja.forgotTitle }).waitFor();
    await page.getByLabel(ja.nameOrEmail).fill('kato@example.jp');
    await page.getByRole('button', { name: ja.sendLink }).click();
    await page.getByRole('status').getByText(ja.linkSent).waitFor();

    const mail = await smtp.nextMail();
    expect(mail.to).toBe('kato@example.jp');
    expect(mail.subject).toBe('Tengen のパスワードの再設定');
    const link = new RegExp(`${PUBLIC_URL}(/reset/#[\\w.-]+)`).exec(mail.text);
    if (link === null) throw new Error(`no link in ${mail.text}`);
    // The link's address is the public one; here the same path and token on the test server.
    const reset = await site.open(await site.context(), link[1].replace('/reset/', '/reset/?lang=ja'));
    await reset.getByLabel(ja.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await reset.getByLabel(ja.newPasswordAgain).fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: ja.savePassword }).click();
    await reset.getByRole('status').getByText(ja.resetDone).waitFor();

    // The link works once.
    const again = await site.open(await site.context(), link[1].replace('/reset/', '/reset/?lang=ja'));
    await again.getByLabel(ja.newPassword, { exact: true }).fill('another-fine-pass-3');
    await again.getByLabel(ja.newPasswordAgain).fill('another-fine-pass-3');
    await again.getByRole('button', { name: ja.savePassword }).click();
    await again.getByRole('alert').getByText(ja.errors.linkUsed).waitFor();

    // The old session ended; the new password signs in.
    expect(
      (await fetch(`${site.url}/api/account/me/`, { headers: { authorization: `JWT ${kato.token}` } }))
        .status,
    ).toBe(401);
    const signIn = await site.open(await site.context(), '/login/?lang=ja');
    await signInForm(signIn, 'kato_reset', NEW_PASSWORD, 'ja');
    await signIn.waitForURL(`${site.url}/play/room/`);
    expect(site.pageErrors).toEqual([]);
  });

  it.each(Object.keys(RESOURCES) as Language[])(
    'shows the forgot-password and reset pages in %s',
    async (lang) => {
      const texts = RESOURCES[lang].recovery;
      const context = await site.context();
      const forgot = await site.open(context, `/forgot/?lang=${lang}`);
      await forgot.getByRole('heading', { name: texts.forgotTitle }).waitFor();
      await forgot.getByText(texts.forgotIntro).waitFor();
      const reset = await site.open(context, `/reset/?lang=${lang}`);
      await reset.getByRole('heading', { name: texts.resetTitle }).waitFor();
      await reset.getByText(texts.errors.linkMissing).waitFor();
    },
  );
});
