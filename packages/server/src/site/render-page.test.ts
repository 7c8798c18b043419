import { DEFAULT_DISPLAY_SETTINGS, type HostPageData } from '@tengen/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostScriptOf } from '../testing/test-site-app.ts';
import { HOST_DATA_PLACEHOLDER, renderPage, scriptSafeJson } from './render-page.ts';

const DATA: HostPageData = {
  user: null,
  token: null,
  play: null,
  missingPlayId: 4,
  dev: false,
  platform: 'normal',
  rootUrl: 'http://localhost/',
  lang: 'cn',
  settings: DEFAULT_DISPLAY_SETTINGS,
};

describe('the host data script', () => {
  it('any text reads back the same and never contains < > &', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom('</script>', '<!--', '<script>', '-->', '\u2028\u2029', '$&', "$'"),
    );
    fc.assert(
      fc.property(fc.array(text), (parts) => {
        const value = { name: parts.join(''), list: parts };
        const json = scriptSafeJson(value);
        expect(json).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(json)).toEqual(value);
      }),
    );
  });

  it('replaces the placeholder, or goes before </head> when the template has none', () => {
    const page = renderPage(`<head>${HOST_DATA_PLACEHOLDER}</head><body></body>`, DATA);
    expect(JSON.parse(hostScriptOf(page) ?? '')).toEqual(DATA);
    expect(page).not.toContain(HOST_DATA_PLACEHOLDER);
    const bare = renderPage('<head><title>x</title></head><body></body>', DATA);
    expect(bare).toMatch(
      /<title>x<\/title><script id="tengen-host" type="application\/json">.*<\/script><\/head>/,
    );
  });

  it('preloads the given chunks before the host data', () => {
    const page = renderPage(`<head>${HOST_DATA_PLACEHOLDER}</head>`, DATA, ['/assets/ja-1.js']);
    expect(page).toMatch(
      /^<head><link rel="modulepreload" crossorigin href="\/assets\/ja-1.js"><script id="tengen-host"/,
    );
  });
});
