/**
 * The site under its security headers, in Debian's Chromium against the real server on a fresh
 * build: the sign-in page, the game room with its socket, and a game played in two pages (the
 * board's images and sounds, a move sent and received over the WebSocket) — with no content
 * security policy violation, reported either as a `securitypolicyviolation` event or in the
 * console.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Site, type SiteUser, VIEWPORTS, waitForBoard } from './site-harness.ts';

let site: Site;

beforeAll(async () => {
  site = await Site.start();
}, 180_000);

afterAll(async () => {
  await site?.close();
});

/** Every policy violation of the pages opened through `watch`. */
const violations: string[] = [];

async function watchedContext(user: SiteUser | null): Promise<BrowserContext> {
  const context = await site.context(VIEWPORTS.desktop, user);
  await context.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} on ${location.pathname}`);
    });
  });
  return context;
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => site.pageErrors.push(`${page.url()}: ${error.message}`));
  const response = await page.goto(`${site.url}${path}`);
  expect(response?.headers()['content-security-policy']).toContain("connect-src 'self'");
  return page;
}

describe('the site under its content security policy', () => {
  it('signs in, opens the game room and plays a move between two pages without a violation', async () => {
    const alice = await site.register('alice');
    const bob = await site.register('bob');

    const guest = await open(await watchedContext(null), '/login/?lang=en');
    await guest.getByRole('button', { name: 'Sign in' }).waitFor();

    const room = await open(await watchedContext(alice), '/play/room/?lang=en');
    await room.getByRole('link', { name: 'alice', exact: true }).first().waitFor();

    const play = await site.createPlay(alice, bob);
    const black = await open(await watchedContext(alice), `/play/p/${play.id}/?lang=en`);
    const white = await open(await watchedContext(bob), `/play/p/${play.id}/?lang=en`);
    await waitForBoard(black);
    await waitForBoard(white);
    await black.getByText('Your move').waitFor();
    const canvas = black.locator('.tg-game-board canvas').last();
    const box = (await canvas.boundingBox()) as { x: number; y: number; width: number; height: number };
    await black.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await white.getByText('Move 2').waitFor();
    await white.getByText('Your move').waitFor();

    expect(violations).toEqual([]);
    expect(site.pageErrors).toEqual([]);
  });
});
