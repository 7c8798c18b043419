import type {
  GlobalPoolingBlockDesc,
  ModelDesc,
  OrdinaryBlockDesc,
  PolicyHeadDesc,
  ResidualBlockDesc,
  TrunkDesc,
  ValueHeadDesc,
} from './model-desc.ts';
import { ModelFormatError } from './model-format-error.ts';
import { ModelTokens } from './model-tokens.ts';
import {
  expectChannels,
  readActivation,
  readBatchNorm,
  readConv,
  readMatBias,
  readMatMul,
} from './read-layers.ts';

/** The only model version read: its heads and outputs are what the evaluators and NetOutput know. */
export const SUPPORTED_MODEL_VERSION = 8;
/** Pooling gives three values per channel: mean, mean scaled by board size, and max (or a second scaled mean). */
const POOLED_PER_CHANNEL = 3;
const VALUE_OUTPUTS = 3;
const SCORE_OUTPUTS = 4;

/** Whether the bytes start with gzip's magic number. */
export function isGzip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/**
 * Reads KataGo's binary model format, model version 8, from bytes already out of gzip (plain
 * code, no Node module: the browser entry uses it too).
 */
export function parseUncompressedModel(plain: Uint8Array): ModelDesc {
  const t = new ModelTokens(plain);
  const name = t.token('the model name');
  const version = t.int(`${name}: model version`);
  if (version !== SUPPORTED_MODEL_VERSION) {
    throw new ModelFormatError(
      `${name}: model version ${version} is not supported (only version ${SUPPORTED_MODEL_VERSION})`,
    );
  }
  const spatialInputs = t.count(`${name}: spatial input channels`);
  const globalInputs = t.count(`${name}: global input channels`);
  const trunk = readTrunk(t, spatialInputs, globalInputs);
  const policy = readPolicyHead(t, trunk.trunkChannels);
  const value = readValueHead(t, trunk.trunkChannels);
  if (!t.atEnd()) throw new ModelFormatError(`${name}: unexpected data after the value head`);
  return { name, version, spatialInputs, globalInputs, trunk, policy, value };
}

function readTrunk(t: ModelTokens, spatialInputs: number, globalInputs: number): TrunkDesc {
  const name = t.token('the trunk');
  const numBlocks = t.count(`${name}: number of blocks`);
  const trunkChannels = t.count(`${name}: trunk channels`);
  const midChannels = t.count(`${name}: mid channels`);
  const regularChannels = t.count(`${name}: regular channels`);
  t.count(`${name}: dilated channels`); // unused since model version 3
  const gpoolChannels = t.count(`${name}: gpool channels`);
  const initialConv = readConv(t);
  expectChannels(`${initialConv.name} input`, initialConv.inChannels, spatialInputs);
  expectChannels(`${initialConv.name} output`, initialConv.outChannels, trunkChannels);
  const initialMatMul = readMatMul(t);
  expectChannels(`${initialMatMul.name} input`, initialMatMul.inChannels, globalInputs);
  expectChannels(`${initialMatMul.name} output`, initialMatMul.outChannels, trunkChannels);
  const blocks: ResidualBlockDesc[] = [];
  for (let i = 0; i < numBlocks; i++) blocks.push(readBlock(t, trunkChannels));
  const tipBN = readBatchNorm(t);
  expectChannels(tipBN.name, tipBN.channels, trunkChannels);
  readActivation(t);
  return {
    numBlocks,
    trunkChannels,
    midChannels,
    regularChannels,
    gpoolChannels,
    initialConv,
    initialMatMul,
    blocks,
    tipBN,
  };
}

function readBlock(t: ModelTokens, trunkChannels: number): ResidualBlockDesc {
  const kind = t.token('a residual block kind');
  if (kind === 'ordinary_block') return readOrdinaryBlock(t, trunkChannels);
  if (kind === 'gpool_block') return readGlobalPoolingBlock(t, trunkChannels);
  throw new ModelFormatError(
    `unknown residual block kind '${kind}' (ordinary_block or gpool_block expected)`,
  );
}

function readOrdinaryBlock(t: ModelTokens, trunkChannels: number): OrdinaryBlockDesc {
  const name = t.token('a block name');
  const preBN = readBatchNorm(t);
  readActivation(t);
  const regularConv = readConv(t);
  const midBN = readBatchNorm(t);
  readActivation(t);
  const finalConv = readConv(t);
  expectChannels(preBN.name, preBN.channels, trunkChannels);
  expectChannels(`${regularConv.name} input`, regularConv.inChannels, trunkChannels);
  expectChannels(midBN.name, midBN.channels, regularConv.outChannels);
  expectChannels(`${finalConv.name} input`, finalConv.inChannels, regularConv.outChannels);
  expectChannels(`${finalConv.name} output`, finalConv.outChannels, trunkChannels);
  return { kind: 'ordinary', name, preBN, regularConv, midBN, finalConv };
}

function readGlobalPoolingBlock(t: ModelTokens, trunkChannels: number): GlobalPoolingBlockDesc {
  const name = t.token('a block name');
  const preBN = readBatchNorm(t);
  readActivation(t);
  const regularConv = readConv(t);
  const gpoolConv = readConv(t);
  const gpoolBN = readBatchNorm(t);
  readActivation(t);
  const gpoolToBiasMul = readMatMul(t);
  const midBN = readBatchNorm(t);
  readActivation(t);
  const finalConv = readConv(t);
  expectChannels(preBN.name, preBN.channels, trunkChannels);
  expectChannels(`${regularConv.name} input`, regularConv.inChannels, trunkChannels);
  expectChannels(`${gpoolConv.name} input`, gpoolConv.inChannels, trunkChannels);
  expectChannels(gpoolBN.name, gpoolBN.channels, gpoolConv.outChannels);
  expectChannels(
    `${gpoolToBiasMul.name} input`,
    gpoolToBiasMul.inChannels,
    POOLED_PER_CHANNEL * gpoolConv.outChannels,
  );
  expectChannels(`${gpoolToBiasMul.name} output`, gpoolToBiasMul.outChannels, regularConv.outChannels);
  expectChannels(midBN.name, midBN.channels, regularConv.outChannels);
  expectChannels(`${finalConv.name} input`, finalConv.inChannels, regularConv.outChannels);
  expectChannels(`${finalConv.name} output`, finalConv.outChannels, trunkChannels);
  return { kind: 'gpool', name, preBN, regularConv, gpoolConv, gpoolBN, gpoolToBiasMul, midBN, finalConv };
}

function readPolicyHead(t: ModelTokens, trunkChannels: number): PolicyHeadDesc {
  t.token('the policy head');
  const p1Conv = readConv(t);
  const g1Conv = readConv(t);
  const g1BN = readBatchNorm(t);
  readActivation(t);
  const gpoolToBiasMul = readMatMul(t);
  const p1BN = readBatchNorm(t);
  readActivation(t);
  const p2Conv = readConv(t);
  const gpoolToPassMul = readMatMul(t);
  expectChannels(`${p1Conv.name} input`, p1Conv.inChannels, trunkChannels);
  expectChannels(`${g1Conv.name} input`, g1Conv.inChannels, trunkChannels);
  expectChannels(g1BN.name, g1BN.channels, g1Conv.outChannels);
  expectChannels(
    `${gpoolToBiasMul.name} input`,
    gpoolToBiasMul.inChannels,
    POOLED_PER_CHANNEL * g1Conv.outChannels,
  );
  expectChannels(`${gpoolToBiasMul.name} output`, gpoolToBiasMul.outChannels, p1Conv.outChannels);
  expectChannels(p1BN.name, p1BN.channels, p1Conv.outChannels);
  expectChannels(`${p2Conv.name} input`, p2Conv.inChannels, p1Conv.outChannels);
  expectChannels(`${p2Conv.name} output`, p2Conv.outChannels, 1);
  expectChannels(
    `${gpoolToPassMul.name} input`,
    gpoolToPassMul.inChannels,
    POOLED_PER_CHANNEL * g1Conv.outChannels,
  );
  expectChannels(`${gpoolToPassMul.name} output`, gpoolToPassMul.outChannels, 1);
  return { p1Conv, g1Conv, g1BN, gpoolToBiasMul, p1BN, p2Conv, gpoolToPassMul };
}

function readValueHead(t: ModelTokens, trunkChannels: number): ValueHeadDesc {
  t.token('the value head');
  const v1Conv = readConv(t);
  const v1BN = readBatchNorm(t);
  readActivation(t);
  const v2Mul = readMatMul(t);
  const v2Bias = readMatBias(t);
  readActivation(t);
  const v3Mul = readMatMul(t);
  const v3Bias = readMatBias(t);
  const sv3Mul = readMatMul(t);
  const sv3Bias = readMatBias(t);
  const ownershipConv = readConv(t);
  expectChannels(`${v1Conv.name} input`, v1Conv.inChannels, trunkChannels);
  expectChannels(v1BN.name, v1BN.channels, v1Conv.outChannels);
  expectChannels(`${v2Mul.name} input`, v2Mul.inChannels, POOLED_PER_CHANNEL * v1Conv.outChannels);
  expectChannels(v2Bias.name, v2Bias.channels, v2Mul.outChannels);
  expectChannels(`${v3Mul.name} input`, v3Mul.inChannels, v2Mul.outChannels);
  expectChannels(`${v3Mul.name} output`, v3Mul.outChannels, VALUE_OUTPUTS);
  expectChannels(v3Bias.name, v3Bias.channels, VALUE_OUTPUTS);
  expectChannels(`${sv3Mul.name} input`, sv3Mul.inChannels, v2Mul.outChannels);
  expectChannels(`${sv3Mul.name} output`, sv3Mul.outChannels, SCORE_OUTPUTS);
  expectChannels(sv3Bias.name, sv3Bias.channels, SCORE_OUTPUTS);
  expectChannels(`${ownershipConv.name} input`, ownershipConv.inChannels, v1Conv.outChannels);
  expectChannels(`${ownershipConv.name} output`, ownershipConv.outChannels, 1);
  return { v1Conv, v1BN, v2Mul, v2Bias, v3Mul, v3Bias, sv3Mul, sv3Bias, ownershipConv };
}
