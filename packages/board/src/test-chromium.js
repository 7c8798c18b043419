// Debian's Chromium for every browser test and benchmark of the repository, through playwright-core
// (nothing is downloaded), with one set of flags. Plain JavaScript with its declarations beside it
// (test-chromium.d.ts), so that e2e/, the benches and other packages' tests can import this one file
// without their TypeScript projects having to include the board's tests.
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

// Headless, no sandbox (the tests run as any user), no GPU, no network or updates of its own, and
// fonts without hinting so that screenshots match across machines.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
