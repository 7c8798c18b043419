/**
 * For the site tests: a real app (buildApp over a fresh SQLite store) serving a small web folder
 * written to a temp directory, and helpers that load pages the way a browser does and read the
 * host data back out of them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOST_DATA_ELEMENT_ID, type HostPageData } from '@tengen/protocol';
import type { FastifyInstance } from 'fastify';
import { type Accounts, createAccounts, type NewAccount } from '../accounts/accounts.ts';
import { buildApp } from '../app.ts';
import { type SiteConfig, SOCKET_PATHS } from '../config/server-config.ts';
import { TRUST_NO_PROXY } from '../config/trust-proxy.ts';
import { HOST_DATA_PLACEHOLDER } from '../site/render-page.ts';
import type { Store } from '../storage/store.ts';
import type { User } from '../storage/types.ts';
import { ONE_PROXY_HOP, TEST_SECRET } from './test-app.ts';
import type { TestDatabase } from './test-databases.ts';

export const TEST_TEMPLATE = `<!doctype html>
<html lang="zh-Hans">
  <head>
    <meta charset="utf-8" />
    <title>Tengen</title>
    ${HOST_DATA_PLACEHOLDER}
    <script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** Big enough to be compressed (over 1 KiB), repetitive enough to shrink a lot. */
export const TEST_ASSET = `console.log(${JSON.stringify('Tengen '.repeat(400))});\n`;

/** A web folder like a build's: index.html, one hashed asset, one board widget file. */
export function writeWebDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tengen-web-'));
  writeFileSync(join(dir, 'index.html'), TEST_TEMPLATE);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-AbCd1234.js'), TEST_ASSET);
  mkdirSync(join(dir, 'static', 'playnew', 'images'), { recursive: true });
  writeFileSync(
    join(dir, 'static', 'playnew', 'images', 'stone-black.png'),
    Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  );
  return dir;
}

export interface Page {
  readonly status: number;
  readonly headers: Record<string, string | string[] | number | undefined>;
  readonly body: string;
  /** The host data the page carries, parsed; null when it has none. */
  readonly host: HostPageData | null;
  /** The text between the host script's tags, as written. */
  readonly script: string | null;
}

export interface SiteTestApp {
  readonly app: FastifyInstance;
  readonly store: Store;
  readonly accounts: Accounts;
  readonly clock: { now: number };
  signUp(account: Partial<NewAccount> & { username: string }): Promise<{ user: User; token: string }>;
  page(url: string, headers?: Record<string, string>): Promise<Page>;
  close(): Promise<void>;
}

export interface SiteTestOptions {
  readonly webDir: string;
  readonly site?: Partial<SiteConfig>;
  /** True: one proxy hop is trusted (the injected requests come from 127.0.0.1). */
  readonly trustProxy?: boolean;
  /** The site's origin (TENGEN_PUBLIC_URL); by default the listen address. */
  readonly publicUrl?: string;
}

export async function startSiteTestApp(engine: TestDatabase, options: SiteTestOptions): Promise<SiteTestApp> {
  const store = await engine.newStore();
  const clock = { now: Date.UTC(2025, 0, 1) };
  const now = () => clock.now;
  const config = {
    secret: TEST_SECRET,
    tokenTtlMs: 86_400_000,
    passwordCost: { N: 2 ** 10, r: 8, p: 1 },
    sockets: { paths: SOCKET_PATHS, urls: [null, null] as const },
    trustProxy: options.trustProxy ? ONE_PROXY_HOP : TRUST_NO_PROXY,
    publicUrl: options.publicUrl ?? null,
    site: { webDir: options.webDir, dev: false, platform: 'normal' as const, ...options.site },
  };
  const accounts = createAccounts({ ...config, store, now });
  const app = buildApp({ config, store, accounts, now });
  return {
    app,
    store,
    accounts,
    clock,
    async signUp(account) {
      const password = account.password ?? 'password1';
      const created = await accounts.createAccount({ ...account, password });
      if (!created.ok) throw new Error(`signUp ${account.username}: ${created.error}`);
      const login = await accounts.logIn(account.username, password);
      if (!login.ok) throw new Error(`logIn ${account.username}: ${login.error}`);
      return { user: created.value, token: login.value.token };
    },
    async page(url, headers = {}) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
      const script = hostScriptOf(response.body);
      return {
        status: response.statusCode,
        headers: response.headers,
        body: response.body,
        host: script === null ? null : (JSON.parse(script) as HostPageData),
        script,
      };
    },
    async close() {
      await app.close();
      await store.close();
    },
  };
}

/** What a browser's parser takes as the host script's text: up to the first `</script`. */
export function hostScriptOf(html: string): string | null {
  const open = `<script id="${HOST_DATA_ELEMENT_ID}" type="application/json">`;
  const start = html.indexOf(open);
  if (start < 0) return null;
  const from = start + open.length;
  const end = html.toLowerCase().indexOf('</script', from);
  return end < 0 ? null : html.slice(from, end);
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
