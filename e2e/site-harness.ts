/**
 * Shared set-up of the site's browser tests: one Vite build of packages/web into a temp folder,
 * the real server over it (`tengen serve` as a child process, the compiled code users run) on a
 * temp SQLite data folder (127.0.0.1, a free port; the test reads and seeds the same database
 * through a store of its own), and Debian's
 * Chromium through playwright-core (nothing is downloaded). Also the ways a test signs people
 * in, and page-side checks of what a person would see.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language, LobbyInfo } from '@tengen/protocol';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { build } from 'vite';
import { launchChromium } from '../packages/board/src/test-chromium.js';
import type { Store } from '../packages/server/src/storage/store.ts';
import { ChildServer, openChildStore } from '../packages/server/src/testing/test-child-server.ts';
import { TestClient } from '../packages/server/src/testing/test-live.ts';

export const PASSWORD = 'correct-horse';

/** The window sizes the site is laid out for (seed 000 section 2, "Layouts"). */
export const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  tablet: { viewport: { width: 820, height: 1180 } },
  desktop: { viewport: { width: 1440, height: 900 } },
  wide: { viewport: { width: 1920, height: 900 } },
} as const satisfies Record<string, BrowserContextOptions>;
export type ViewportName = keyof typeof VIEWPORTS;

export interface SiteUser {
  readonly id: number;
  readonly username: string;
  readonly token: string;
}

const webConfig = fileURLToPath(new URL('../packages/web/vite.config.ts', import.meta.url));
const resultsDir = fileURLToPath(new URL('../test-results/', import.meta.url));

export class Site {
  private readonly contexts: BrowserContext[] = [];
  private readonly sockets: TestClient[] = [];
  /** Uncaught errors of every page opened through `open`, with the page's address. */
  readonly pageErrors: string[] = [];

  private constructor(
    readonly server: ChildServer,
    /** The server's database, opened beside it. */
    readonly store: Store,
    readonly browser: Browser,
    private readonly dir: string,
  ) {}

  /** Builds the site once, starts the server on it (with `env` added) and launches Chromium. */
  /** `args` go after `serve --port 0` (`--port N` overrides it, for a site whose public URL names its port). */
  static async start(env: Readonly<Record<string, string>> = {}, args: string[] = []): Promise<Site> {
    const dir = mkdtempSync(join(tmpdir(), 'tengen-e2e-site-'));
    const outDir = join(dir, 'dist');
    await build({ configFile: webConfig, logLevel: 'silent', build: { outDir } });
    const server = await ChildServer.start(dir, { webDir: outDir, env: { LOG_LEVEL: 'warn', ...env }, args });
    const store = await openChildStore(dir);
    const browser = await launchChromium();
    return new Site(server, store, browser, dir);
  }

  get url(): string {
    return this.server.url;
  }

  /** An account made through the API (for people whose registration is not what is tested). */
  async register(username: string, changes: { lang?: Language; rank?: number } = {}): Promise<SiteUser> {
    const body = new URLSearchParams({ username, password: PASSWORD });
    const res = await fetch(`${this.url}/api/account/register/`, { method: 'POST', body });
    const json = (await res.json()) as { token: string; user: { userid: number } };
    if (!res.ok) throw new Error(`register ${username}: ${JSON.stringify(json)}`);
    if (changes.lang || changes.rank !== undefined) await this.store.updateUser(json.user.userid, changes);
    return { id: json.user.userid, username, token: json.token };
  }

  /** `tengen admin …` as a child process on the server's database: its exit code and output. */
  admin(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
    const tengen = fileURLToPath(new URL('../bin/tengen.js', import.meta.url));
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        [tengen, 'admin', ...args],
        { env: { ...process.env, TENGEN_DATA_DIR: this.dir, DATABASE_URL: '', LOG_LEVEL: 'warn' } },
        (error, stdout, stderr) =>
          resolve({ code: error === null ? 0 : (error.code as number), stdout, stderr }),
      );
    });
  }

  /** A game between two users starting now (9×9, 10 minutes, 30 s byo-yomi unless told). */
  createPlay(black: Pick<SiteUser, 'id'>, white: Pick<SiteUser, 'id'>) {
    const now = Date.now();
    return this.store.createPlay({
      boardSize: 9,
      mainMinutes: 10,
      byoyomiSeconds: 30,
      byoyomiPeriods: 3,
      blackId: black.id,
      whiteId: white.id,
      startsAt: now - 1,
      createdAt: now,
    });
  }

  /** `user` in the game room without a browser: the lobby's socket, as the page opens it. */
  async joinLobby(user: SiteUser): Promise<TestClient> {
    const headers = { authorization: `JWT ${user.token}` };
    const info = (await (await fetch(`${this.url}/api/lobby/`, { headers })).json()) as LobbyInfo;
    const client = await TestClient.connect(info.sockethost);
    this.sockets.push(client);
    client.send({ cmd: 'init_user', pkey: 'lobby', userkey: info.userkey });
    await client.next('connected');
    return client;
  }

  /** A fresh browser context (its own cookies and storage), signed in as `user` when given. */
  async context(options: BrowserContextOptions = {}, user: SiteUser | null = null): Promise<BrowserContext> {
    const context = await this.browser.newContext(options);
    // Waits end well within the test's own time, so a failure names what was not there; 20 s
    // because the whole suite loads both cores and a fetch can then take more than 10 s.
    context.setDefaultTimeout(20_000);
    this.contexts.push(context);
    if (user) await context.addCookies([{ name: 'tengen_token', value: user.token, url: this.url }]);
    return context;
  }

  /** A new page of `context` at `path` of the site, its errors collected. */
  async open(context: BrowserContext, path: string): Promise<Page> {
    const page = await context.newPage();
    page.on('pageerror', (error) => this.pageErrors.push(`${page.url()}: ${error.message}`));
    await page.goto(`${this.url}${path}`);
    return page;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.close();
    for (const context of this.contexts) await context.close().catch(() => {});
    await this.browser?.close();
    await this.server?.stop();
    await this.store?.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Where screenshots go (test-results/, not committed). */
export function screenshotPath(name: string): string {
  mkdirSync(resultsDir, { recursive: true });
  return join(resultsDir, `${name}.png`);
}

/** The game page's board has painted the game (the page's own mark, once per load). */
export async function waitForBoard(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('tengen:board-ready').length > 0);
}

/** Marks the page's document, so that a test can tell later that no reload replaced it. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { tgMarkedDocument: true }));
}

/** The page still shows the document `markDocument` marked. */
export async function isMarkedDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => 'tgMarkedDocument' in window);
}

/** Every line of text a person can see on the page (and in open dialogs), trimmed, no empty ones. */
export async function visibleLines(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A translation key shown instead of its text: `status.yourTurn`, `lobby:title`. */
export const KEY_LIKE = /^[a-z][a-zA-Z]*[.:][a-zA-Z.]+$/;
