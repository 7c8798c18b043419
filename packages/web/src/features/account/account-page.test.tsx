import { describe, expect, it } from 'vitest';
import { renderWithHost, TEST_USER } from '../../common/test-render.ts';
import RegisterPage from './register-page.tsx';
import SignInPage from './sign-in-page.tsx';

describe('account pages', () => {
  it('sign in: username and password, no confirmation', () => {
    const html = renderWithHost(<SignInPage />);
    expect(html).toMatch(/autocomplete="current-password"/i);
    expect(html).toContain('name="username"');
    expect(html).toContain('name="password"');
    expect(html).not.toContain('name="confirm"');
    expect(html).toContain('href="/register/"');
  });

  it('registration: the password twice, with the rules as hints', () => {
    const html = renderWithHost(<RegisterPage />);
    expect(html).toContain('name="confirm"');
    expect(html).toContain('3–20 letters, digits or underscores');
    expect(html).toMatch(/autocomplete="new-password"/i);
  });

  it('registration asks the starting strength, “Don’t know” chosen; signing in does not', () => {
    const html = renderWithHost(<RegisterPage />);
    expect(html).toContain('Your strength');
    expect(html).toContain('tg-dropdown__value">Don&#x27;t know<');
    expect(renderWithHost(<SignInPage />)).not.toContain('Your strength');
  });

  it('a signed-in visitor is offered to continue', () => {
    const html = renderWithHost(<SignInPage />, { host: { user: TEST_USER, token: 't' } });
    expect(html).toContain('You are signed in as lee.');
    expect(html).toContain('href="/play/room/"');
    expect(html).not.toContain('name="password"');
  });

  it.each([
    ['cn', '用户名'],
    ['ja', 'ユーザー名'],
    ['ko', '사용자 이름'],
    ['zh_Hant', '使用者名稱'],
  ])('speaks %s', (lang, label) => {
    expect(renderWithHost(<SignInPage />, { lang })).toContain(label);
  });
});
