import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/server-config.ts';
import { startTestApp } from '../testing/test-app.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { httpRequest, listenLocally } from '../testing/test-http.ts';
import { securityTxt } from './security-txt.ts';

const [sqlite] = testDatabases();
const dataDir = mkdtempSync(join(tmpdir(), 'tengen-security-txt-'));

describe('/.well-known/security.txt', () => {
  beforeAll(() => sqlite.setup());
  afterAll(() => {
    sqlite.teardown();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('names the contact, a year of validity and its own address, from the configured public URL', async () => {
    const t = await startTestApp(sqlite, { publicUrl: 'https://go.example.org' });
    try {
      const url = await listenLocally(t.app);
      // A Host header a client writes changes nothing.
      const answer = await httpRequest(`${url}/.well-known/security.txt`, {
        headers: { host: 'evil.example' },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.body).toBe(
        [
          'Contact: mailto:security@go.example.org',
          `Expires: ${new Date(t.clock.now + 365 * 86_400_000).toISOString()}`,
          'Preferred-Languages: en, zh, ja, ko',
          'Canonical: https://go.example.org/.well-known/security.txt',
          '',
        ].join('\n'),
      );
    } finally {
      await t.close();
    }
  });

  it("an operator's contact replaces the conventional address", () => {
    const text = securityTxt({
      contact: 'https://go.example.org/report',
      publicUrl: 'https://go.example.org',
      startedAt: Date.UTC(2026, 0, 1),
    });
    expect(text.split('\n').slice(0, 2)).toEqual([
      'Contact: https://go.example.org/report',
      'Expires: 2027-01-01T00:00:00.000Z',
    ]);
  });

  it('TENGEN_SECURITY_CONTACT takes a mailto: or https: address and refuses anything else by name', () => {
    const config = loadConfig({
      TENGEN_DATA_DIR: dataDir,
      TENGEN_SECURITY_CONTACT: 'mailto:sec@example.org',
    });
    expect(config.ok && config.value.site.securityContact).toBe('mailto:sec@example.org');
    const refused = loadConfig({ TENGEN_DATA_DIR: dataDir, TENGEN_SECURITY_CONTACT: 'http://example.org' });
    expect(refused).toEqual({
      ok: false,
      error: expect.stringMatching(/^TENGEN_SECURITY_CONTACT must be a mailto: or https: address/),
    });
  });
});
