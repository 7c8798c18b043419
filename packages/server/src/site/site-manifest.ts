/**
 * The built site's manifest (`.vite/manifest.json`): which chunk holds each language's texts, so
 * a page can preload the one it shows alongside the entry instead of after it. Re-read when the
 * file changes, like the template.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

interface ManifestChunk {
  readonly file: string;
}

export class SiteManifest {
  readonly file: string;
  private cached: {
    readonly mtimeMs: number;
    readonly chunks: Readonly<Record<string, ManifestChunk>>;
  } | null = null;

  constructor(webDir: string) {
    this.file = join(webDir, '.vite', 'manifest.json');
  }

  /** The URL of the chunk with `lang`'s texts, or null (no manifest, or no such chunk). */
  async languageChunk(lang: string): Promise<string | null> {
    const chunks = await this.read();
    const chunk = chunks?.[`src/i18n/locales/${lang}/index.ts`];
    return chunk ? `/${chunk.file}` : null;
  }

  private async read(): Promise<Readonly<Record<string, ManifestChunk>> | null> {
    try {
      const { mtimeMs } = await stat(this.file);
      if (this.cached?.mtimeMs === mtimeMs) return this.cached.chunks;
      const chunks = JSON.parse(await readFile(this.file, 'utf8')) as Record<string, ManifestChunk>;
      this.cached = { mtimeMs, chunks };
      return chunks;
    } catch {
      this.cached = null;
      return null;
    }
  }
}
