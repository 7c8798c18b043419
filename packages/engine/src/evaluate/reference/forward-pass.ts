import type { ModelDesc, ResidualBlockDesc } from '../../model/model-desc.ts';
import type { NetInput } from '../../types.ts';
import type { RawNetOutput } from '../raw-output.ts';
import {
  addChannelBias,
  addInPlace,
  batchNormRelu,
  conv2d,
  globalPoolChannels,
  matMul,
} from './tensor-ops.ts';

/**
 * The network run on one input in plain TypeScript, layer by layer as KataGo's CPU backend does
 * (the board fills the tensor, so KataGo's on-board mask is all ones). Slow; the reference the
 * ONNX graph is checked against.
 */
export function referenceForwardPass(model: ModelDesc, input: NetInput): RawNetOutput {
  const { size } = input;
  const area = size * size;
  const { trunk, policy, value } = model;

  const x = conv2d(input.spatial, size, trunk.initialConv);
  addChannelBias(x, area, matMul(input.global, trunk.initialMatMul));
  for (const block of trunk.blocks) addInPlace(x, residual(block, x, size));
  const t = batchNormRelu(x, area, trunk.tipBN);

  const p1 = conv2d(t, size, policy.p1Conv);
  const g1 = batchNormRelu(conv2d(t, size, policy.g1Conv), area, policy.g1BN);
  const g1Pooled = globalPoolChannels(g1, policy.g1Conv.outChannels, area, 'max');
  addChannelBias(p1, area, matMul(g1Pooled, policy.gpoolToBiasMul));
  const policyOut = new Float32Array(area + 1);
  policyOut.set(conv2d(batchNormRelu(p1, area, policy.p1BN), size, policy.p2Conv));
  policyOut[area] = matMul(g1Pooled, policy.gpoolToPassMul)[0] as number;

  const v1 = batchNormRelu(conv2d(t, size, value.v1Conv), area, value.v1BN);
  const v2 = matMul(globalPoolChannels(v1, value.v1Conv.outChannels, area, 'value'), value.v2Mul);
  for (let i = 0; i < v2.length; i++)
    v2[i] = Math.max(0, (v2[i] as number) + (value.v2Bias.bias[i] as number));
  const valueOut = matMul(v2, value.v3Mul);
  addInPlace(valueOut, value.v3Bias.bias);
  const score = matMul(v2, value.sv3Mul);
  addInPlace(score, value.sv3Bias.bias);
  const ownership = conv2d(v1, size, value.ownershipConv);

  return { policy: policyOut, value: valueOut, score, ownership };
}

/** What a residual block adds to the trunk. */
function residual(block: ResidualBlockDesc, x: Float32Array, size: number): Float32Array {
  const area = size * size;
  const a = batchNormRelu(x, area, block.preBN);
  const mid = conv2d(a, size, block.regularConv);
  if (block.kind === 'gpool') {
    const g = batchNormRelu(conv2d(a, size, block.gpoolConv), area, block.gpoolBN);
    addChannelBias(
      mid,
      area,
      matMul(globalPoolChannels(g, block.gpoolConv.outChannels, area, 'max'), block.gpoolToBiasMul),
    );
  }
  return conv2d(batchNormRelu(mid, area, block.midBN), size, block.finalConv);
}
