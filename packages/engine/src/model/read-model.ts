import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import type { ModelDesc } from './model-desc.ts';
import { ModelFormatError } from './model-format-error.ts';
import { isGzip, parseUncompressedModel } from './parse-model-bytes.ts';

export { SUPPORTED_MODEL_VERSION } from './parse-model-bytes.ts';

/** Reads a network file (gzipped or not) from disk. */
export async function loadModelFile(path: string): Promise<ModelDesc> {
  return parseModel(await readFile(path));
}

/** Reads KataGo's binary model format, model version 8; `bytes` may be gzipped. */
export function parseModel(bytes: Uint8Array): ModelDesc {
  if (!isGzip(bytes)) return parseUncompressedModel(bytes);
  let plain: Uint8Array;
  try {
    plain = gunzipSync(bytes);
  } catch (error) {
    throw new ModelFormatError(`the gzip stream is damaged or truncated (${(error as Error).message})`);
  }
  return parseUncompressedModel(plain);
}
