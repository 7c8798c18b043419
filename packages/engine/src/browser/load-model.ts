import type { ModelDesc } from '../model/model-desc.ts';
import { ModelFormatError } from '../model/model-format-error.ts';
import { isGzip, parseUncompressedModel } from '../model/parse-model-bytes.ts';

/**
 * Reads KataGo's binary model format (version 8) in the browser; `bytes` may be gzipped (the
 * browser's own DecompressionStream opens it).
 */
export async function loadModelBytes(bytes: ArrayBuffer | Uint8Array): Promise<ModelDesc> {
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  if (!isGzip(data)) return parseUncompressedModel(data);
  let plain: Uint8Array;
  try {
    const stream = new Blob([data as Uint8Array<ArrayBuffer>])
      .stream()
      .pipeThrough(new DecompressionStream('gzip'));
    plain = new Uint8Array(await new Response(stream).arrayBuffer());
  } catch (error) {
    throw new ModelFormatError(`the gzip stream is damaged or truncated (${(error as Error).message})`);
  }
  return parseUncompressedModel(plain);
}

/** Fetches a model file and reads it; a failed request is an error naming the URL and status. */
export async function fetchModel(url: string): Promise<ModelDesc> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the model ${url} could not be fetched: HTTP ${response.status}`);
  return loadModelBytes(await response.arrayBuffer());
}
