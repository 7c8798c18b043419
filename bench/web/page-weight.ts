import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

export interface PageWeight {
  /** The files a first visit of the page loads: the entry, the page's chunk, and what they import. */
  readonly files: readonly string[];
  readonly jsBytes: number;
  readonly jsGzip: number;
  readonly jsBrotli: number;
  readonly cssGzip: number;
}

/**
 * The JavaScript (and CSS) a first visit of one lazily loaded page downloads, from Vite's
 * manifest: the entry chunk, the page's chunk, and every chunk they import statically.
 */
export function pageWeight(outDir: string, pageSource: string): PageWeight {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('no entry in the manifest');
  if (!manifest[pageSource]) throw new Error(`no chunk for ${pageSource} in the manifest`);
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(entryKey);
  visit(pageSource);
  const js = [...keys].map((k) => manifest[k].file);
  const css = [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))];
  const read = (files: string[]) => Buffer.concat(files.map((f) => readFileSync(join(outDir, f))));
  const jsAll = read(js);
  return {
    files: [...js, ...css],
    jsBytes: jsAll.length,
    jsGzip: gzipSync(jsAll, { level: 9 }).length,
    jsBrotli: brotliCompressSync(jsAll).length,
    cssGzip: gzipSync(read(css), { level: 9 }).length,
  };
}
