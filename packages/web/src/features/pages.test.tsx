import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Routes } from '../common/router/routes.tsx';
import { renderWithHost, TEST_USER } from '../common/test-render.ts';
import BookCreatePage from './books/book-create-page.tsx';
import { bookTypeOf } from './books/book-type.ts';
import CompetitionPage from './competition/competition-page.tsx';
import NotFoundPage from './not-found/not-found-page.tsx';
import PayPage from './pay/pay-page.tsx';
import ProfilePage from './profile/profile-page.tsx';
import MyRecordsPage from './records/my-records-page.tsx';

const signedIn = { host: { user: TEST_USER, token: 't' } };
const at = (path: string, pattern: string, page: ReactNode, options = {}) =>
  renderWithHost(<Routes routes={[{ path: pattern, element: page }]} />, { url: path, ...options });

describe('pages outside the game page', () => {
  it('pay: the balance and the membership from the page, while what is for sale loads', () => {
    const html = renderWithHost(<PayPage />, signedIn);
    expect(html).toContain('42 Weidou');
    expect(html).toContain('Regular');
    expect(html).toContain('Loading…');
  });

  it('pay: a guest is asked to sign in', () => {
    const html = renderWithHost(<PayPage />);
    expect(html).toContain('Sign in to see this page.');
    expect(html).not.toContain('Your balance');
  });

  it('my records: a guest is asked to sign in', () => {
    expect(renderWithHost(<MyRecordsPage />)).toContain('Sign in to see this page.');
  });

  it('my records: a user waits for the list', () => {
    expect(renderWithHost(<MyRecordsPage />, signedIn)).toContain('Loading…');
  });

  it('book: the form asks a name and a first chapter, and its button is on', () => {
    const html = renderWithHost(<BookCreatePage />, signedIn);
    expect(html).toContain('Create a position book');
    expect(html).toContain('Book name');
    expect(html).toContain('value="Chapter 1"');
    expect(html).not.toMatch(/disabled=""[^>]*>Create book</);
    expect(html).toMatch(/type="submit"[^>]*>Create book</);
  });

  it('profile: guests have none', () => {
    expect(at('/u/guest_123456789/', '/u/:username/', <ProfilePage />)).toContain('Guests have no profile.');
  });

  it('profile: a player’s card is being fetched', () => {
    const html = at('/u/cho/', '/u/:username/', <ProfilePage />);
    expect(html).toContain('Player cho');
    expect(html).toContain('Loading…');
  });

  it.each([
    ['/game/12/', 'Competition 12', 'Loading…'],
    ['/game/abc/', 'Not available yet', 'This is not a competition address.'],
    ['/game/0/', 'Not available yet', 'This is not a competition address.'],
  ])('competition %s', (path, title, text) => {
    const html = at(path, '/game/:gameid/', <CompetitionPage />);
    expect(html).toContain(title);
    expect(html).toContain(text);
  });

  it('not found', () => {
    expect(renderWithHost(<NotFoundPage />)).toContain('There is nothing at this address.');
  });

  it('not found for a missing play', () => {
    expect(renderWithHost(<NotFoundPage />, { host: { missingPlayId: 77 } })).toContain(
      'Game 77 does not exist.',
    );
  });

  it.each([
    ['cn', '页面不存在'],
    ['ja', 'ページが見つかりません'],
    ['ko', '페이지를 찾을 수 없습니다'],
    ['zh_Hant', '找不到頁面'],
  ])('not found speaks %s', (lang, title) => {
    expect(renderWithHost(<NotFoundPage />, { lang })).toContain(title);
  });
});

describe('bookTypeOf', () => {
  it.each([
    ['?booktype=4', 4],
    ['?booktype=1', 1],
    ['', 4],
    ['?booktype=2', 4],
    ['?booktype=1x', 4],
  ])('%s → %i', (search, type) => {
    expect(bookTypeOf(search)).toBe(type);
  });
});
