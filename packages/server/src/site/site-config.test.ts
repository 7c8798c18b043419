import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/server-config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'tengen-site-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the site configuration', () => {
  it('defaults: packages/web/dist beside the server package, no dev flag, the normal platform, no source maps', () => {
    const config = loadConfig({ TENGEN_DATA_DIR: dataDir });
    expect(config.ok && config.value.site).toEqual({
      webDir: fileURLToPath(new URL('../../../web/dist', import.meta.url)),
      dev: false,
      platform: 'normal',
      sourceMaps: false,
      securityContact: null,
    });
  });

  it('TENGEN_WEB_DIR, TENGEN_DEV, TENGEN_PLATFORM and TENGEN_SERVE_SOURCE_MAPS set it', () => {
    const config = loadConfig({
      TENGEN_DATA_DIR: dataDir,
      TENGEN_WEB_DIR: 'build/site',
      TENGEN_DEV: '1',
      TENGEN_PLATFORM: 'alternate',
      TENGEN_SERVE_SOURCE_MAPS: '1',
    });
    expect(config.ok && config.value.site).toEqual({
      webDir: resolve('build/site'),
      dev: true,
      platform: 'alternate',
      sourceMaps: true,
      securityContact: null,
    });
  });

  it('an unknown platform is refused by name', () => {
    expect(loadConfig({ TENGEN_DATA_DIR: dataDir, TENGEN_PLATFORM: 'mobile' })).toEqual({
      ok: false,
      error: 'TENGEN_PLATFORM must be normal or alternate, got "mobile"',
    });
  });
});
