import type { Browser } from 'playwright-core';

/** Where Debian installs Chromium. */
export declare const CHROMIUM_PATH: string;
/** The flags every browser test and benchmark starts Chromium with. */
export declare const CHROMIUM_ARGS: readonly string[];
/** Debian's Chromium, headless, with CHROMIUM_ARGS. */
export declare function launchChromium(): Promise<Browser>;
