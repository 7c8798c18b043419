/**
 * The built site's index.html, read from the web folder and kept until the file changes (a new
 * `npm run build:web` is picked up without a restart).
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const BUILD_HINT = 'The site is not built: run `npm run build:web`, then reload.';

export class SiteTemplate {
  readonly file: string;
  private cached: { readonly mtimeMs: number; readonly size: number; readonly text: string } | null = null;

  constructor(webDir: string) {
    this.file = join(webDir, 'index.html');
  }

  /** The template, or null when the site is not built. */
  async read(): Promise<string | null> {
    let info: { mtimeMs: number; size: number };
    try {
      info = await stat(this.file);
    } catch {
      this.cached = null;
      return null;
    }
    const cached = this.cached;
    if (cached !== null && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.text;
    try {
      const text = await readFile(this.file, 'utf8');
      this.cached = { mtimeMs: info.mtimeMs, size: info.size, text };
      return text;
    } catch {
      return null;
    }
  }
}

/** For the start-up warning: whether the web folder holds a built index.html. */
export function siteIsBuilt(webDir: string): boolean {
  return existsSync(join(webDir, 'index.html'));
}
