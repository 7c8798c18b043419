import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { removeDir, TEST_ASSET, writeWebDir } from '../testing/test-site-app.ts';

const tengen = fileURLToPath(new URL('../../../../bin/tengen.js', import.meta.url));
const made: string[] = [];
const children: ChildProcess[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }
  for (const dir of made.splice(0)) removeDir(dir);
});

/** `tengen serve` on a free port: its URL once it listens, and what it wrote to stderr so far. */
async function serve(webDir: string): Promise<{ url: string; stderr: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tengen-serve-'));
  made.push(dataDir);
  const child = spawn(process.execPath, [tengen, 'serve', '--port', '0'], {
    env: { ...process.env, TENGEN_DATA_DIR: dataDir, TENGEN_WEB_DIR: webDir, HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  for await (const chunk of child.stdout ?? []) {
    stdout += chunk;
    const url = /listening on (http:\/\/\S+)/.exec(stdout)?.[1];
    if (url !== undefined) return { url, stderr };
  }
  throw new Error(`tengen serve ended: ${stdout} ${stderr}`);
}

describe('tengen serve and the site', () => {
  it('serves the pages and assets over real HTTP, compressed for a client that asks', async () => {
    const webDir = writeWebDir();
    made.push(webDir);
    const { url, stderr } = await serve(webDir);
    expect(stderr).not.toContain('warning');
    const page = await fetch(`${url}/u/Shusaku/`);
    expect([page.status, page.headers.get('cache-control')]).toEqual([200, 'no-store']);
    expect(await page.text()).toContain(`"rootUrl":"${url}/"`);
    const asset = await fetch(`${url}/assets/index-AbCd1234.js`, { headers: { 'accept-encoding': 'br' } });
    expect([asset.headers.get('content-encoding'), await asset.text()]).toEqual(['br', TEST_ASSET]);
  });

  it('warns at start when the site is not built; pages answer 503, the API works', async () => {
    const missing = join(mkdtempSync(join(tmpdir(), 'tengen-no-web-')), 'dist');
    made.push(join(missing, '..'));
    const { url, stderr } = await serve(missing);
    expect(stderr).toContain('npm run build:web');
    const page = await fetch(`${url}/play/room/`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('npm run build:web');
    const me = await fetch(`${url}/api/account/me/`);
    expect([me.status, await me.json()]).toEqual([401, { error: 'UNAUTHORIZED', message: 'log in first' }]);
  });
});
