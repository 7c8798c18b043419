import { readFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BUNDLED_MODEL_PATH } from './bundled-model.ts';
import { ModelFormatError } from './model-format-error.ts';
import { loadModelFile, parseModel } from './read-model.ts';

const fileBytes = readFileSync(BUNDLED_MODEL_PATH);
const plain = gunzipSync(fileBytes);

describe('reading the bundled network', () => {
  it('has the shape its -info.txt gives', async () => {
    const model = await loadModelFile(BUNDLED_MODEL_PATH);
    expect(model.name).toBe('g170-b6c96-s175395328-d26788732');
    expect(model.version).toBe(8);
    expect([model.spatialInputs, model.globalInputs]).toEqual([22, 19]);
    const { trunk, policy, value } = model;
    expect([trunk.trunkChannels, trunk.midChannels, trunk.regularChannels, trunk.gpoolChannels]).toEqual([
      96, 96, 64, 32,
    ]);
    expect(trunk.blocks.map((b) => [b.name, b.kind === 'gpool' ? 'gpool' : 'regular'])).toEqual([
      ['rconv1', 'regular'],
      ['rconv2', 'regular'],
      ['rconv3', 'gpool'],
      ['rconv4', 'regular'],
      ['rconv5', 'gpool'],
      ['rconv6', 'regular'],
    ]);
    expect([trunk.initialConv.kernelY, trunk.initialConv.kernelX, trunk.initialConv.inChannels]).toEqual([
      5, 5, 22,
    ]);
    expect(trunk.initialConv.weights).toHaveLength(5 * 5 * 22 * 96);
    const gpool = trunk.blocks[2];
    if (gpool?.kind !== 'gpool') throw new Error('rconv3 is a global pooling block');
    expect([
      gpool.regularConv.outChannels,
      gpool.gpoolConv.outChannels,
      gpool.gpoolToBiasMul.inChannels,
    ]).toEqual([64, 32, 96]);
    expect([policy.p1Conv.outChannels, policy.g1Conv.outChannels, policy.gpoolToPassMul.inChannels]).toEqual([
      32, 32, 96,
    ]);
    expect([
      value.v1Conv.outChannels,
      value.v2Mul.outChannels,
      value.v3Mul.outChannels,
      value.sv3Mul.outChannels,
    ]).toEqual([32, 64, 3, 4]);
  });

  it('reads the same network from the unzipped bytes', () => {
    const model = parseModel(plain);
    expect(model.trunk.tipBN.bias).toEqual(parseModel(fileBytes).trunk.tipBN.bias);
  });

  it('merges a batch norm without a learned scale (use_fixup) as 1 / √(variance + ε)', () => {
    // rconv1/norm1 is written with hasScale 0, hasBias 1: its merged scale is positive, never the raw 0.
    const { preBN } = parseModel(plain).trunk.blocks[0] ?? {};
    expect(preBN?.name).toBe('rconv1/norm1');
    expect([...(preBN?.scale ?? [])].every((s) => s > 0)).toBe(true);
  });
});

describe('refusing a file that is not such a network', () => {
  const headerEnd = plain.indexOf('@BIN@');

  it('names the truncated block', () => {
    expect(() => parseModel(plain.subarray(0, plain.length - 100))).toThrow(
      /vownership\/w: the file is truncated/,
    );
    expect(() => parseModel(plain.subarray(0, headerEnd - 20))).toThrow(ModelFormatError);
  });

  it('refuses a damaged gzip stream', () => {
    expect(() => parseModel(fileBytes.subarray(0, 10_000))).toThrow(/gzip stream is damaged or truncated/);
  });

  it('refuses another model version', () => {
    const text = new TextDecoder().decode(plain.subarray(0, headerEnd));
    const other = Buffer.concat([Buffer.from(text.replace('\n8\n', '\n11\n')), plain.subarray(headerEnd)]);
    expect(() => parseModel(other)).toThrow(/model version 11 is not supported \(only version 8\)/);
  });

  it('refuses a text model and data after the end', () => {
    expect(() =>
      parseModel(gzipSync('net 8 22 19 trunk 6 96 96 64 32 32 conv1 5 5 22 96 1 1 0.5 0.25')),
    ).toThrow(/conv1: expected a @BIN@ block of float32/);
    expect(() => parseModel(Buffer.concat([plain, Buffer.from('\nmore\n')]))).toThrow(
      /unexpected data after the value head/,
    );
    expect(() => parseModel(new Uint8Array())).toThrow(/the model name: the file ends before it/);
  });

  it('refuses layers that do not fit together', () => {
    const text = new TextDecoder().decode(plain.subarray(0, headerEnd));
    const wrong = Buffer.concat([
      Buffer.from(text.replace('\n22\n19\n', '\n21\n19\n')),
      plain.subarray(headerEnd),
    ]);
    expect(() => parseModel(wrong)).toThrow(/conv1 input: 22 channels where 21 are needed/);
  });
});
