import { describe, expect, it } from 'vitest';
import { renderWithHost, TEST_USER } from '../test-render.ts';
import { urlWithLanguage } from './language-switcher.tsx';
import { SiteHeader } from './site-header.tsx';

describe('SiteHeader', () => {
  it('offers a guest sign-in and registration', () => {
    const html = renderWithHost(<SiteHeader />);
    expect(html).toContain('href="/login/?next=%2F"');
    expect(html).toContain('href="/register/?next=%2F"');
    expect(html).not.toContain('Sign out');
  });

  it('shows a signed-in user their name, Weidou and sign out', () => {
    const html = renderWithHost(<SiteHeader />, { host: { user: TEST_USER, token: 't' } });
    expect(html).toContain('href="/u/lee/"');
    expect(html).toContain('42 Weidou');
    expect(html).toContain('Sign out');
    expect(html).not.toContain('/login/');
  });

  it.each([
    ['cn', '对弈大厅'],
    ['ja', '対局ロビー'],
    ['ko', '대국실'],
    ['zh_Hant', '對弈大廳'],
  ])('speaks %s', (lang, lobby) => {
    expect(renderWithHost(<SiteHeader />, { lang })).toContain(lobby);
  });

  it('names the current language in the switcher', () => {
    expect(renderWithHost(<SiteHeader />, { lang: 'ko' })).toMatch(/tg-dropdown__value">한국어</);
  });
});

describe('urlWithLanguage', () => {
  it.each([
    ['https://go.example/play/room/', 'en', 'https://go.example/play/room/?lang=en'],
    ['https://go.example/play/my/?lang=cn', 'ja', 'https://go.example/play/my/?lang=ja'],
    [
      'https://go.example/login/?next=%2Fpay%2F',
      'zh_Hant',
      'https://go.example/login/?next=%2Fpay%2F&lang=zh_Hant',
    ],
  ] as const)('%s → %s', (href, lang, expected) => {
    expect(urlWithLanguage(href, lang)).toBe(expected);
  });
});
