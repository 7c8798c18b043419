import { describe, expect, it } from 'vitest';
import { renderWithHost, TEST_USER } from '../../common/test-render.ts';
import SecurityPage from './security-page.tsx';

describe('the account security page', () => {
  it('asks a guest to sign in', () => {
    const html = renderWithHost(<SecurityPage />);
    expect(html).toContain('Sign in to change your password');
    expect(html).not.toContain('Current password');
  });

  it('shows a signed-in user the password form and the sessions list', () => {
    const html = renderWithHost(<SecurityPage />, { host: { user: TEST_USER, token: 't' } });
    for (const text of [
      'Account security',
      'Current password',
      'New password again',
      'Where you are signed in',
    ])
      expect(html).toContain(text);
    expect(html).toContain('name="oldpassword"');
  });

  it.each([
    ['cn', '修改密码'],
    ['zh_Hant', '變更密碼'],
    ['ja', 'パスワードの変更'],
    ['ko', '비밀번호 변경'],
  ])('speaks %s', (lang, heading) => {
    expect(renderWithHost(<SecurityPage />, { lang, host: { user: TEST_USER, token: 't' } })).toContain(
      heading,
    );
  });
});
