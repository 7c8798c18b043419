import type {
  BatchNormLayerDesc,
  ConvLayerDesc,
  MatMulLayerDesc,
  ModelDesc,
  ResidualBlockDesc,
} from '../../model/model-desc.ts';
import { OnnxGraphBuilder } from './graph-builder.ts';

/** The names of the graph's inputs and outputs. */
export const GRAPH_IO = {
  spatial: 'spatial',
  global: 'global',
  /** [batch, size² + 1]: the policy logits, then the pass. */
  policy: 'policy',
  /** [batch, 3]: win, loss and no-result logits. */
  value: 'value',
  /** [batch, 4]: score mean, score stdev and variance of time left before softplus, lead. */
  score: 'score',
  /** [batch, size²]: ownership before tanh. */
  ownership: 'ownership',
} as const;

const HW_AXES = [2, 3];

/**
 * The network as an ONNX graph, with the batch and the board size left free: spatial input
 * [batch, C, size, size] (the board fills it), global input [batch, G]. Batch norms become a
 * Mul and an Add that onnxruntime folds into the convolution before them where it can. The
 * pooling's board area is the sum of the on-board input plane, as KataGo takes it from its mask.
 */
export function buildNetworkGraph(model: ModelDesc): Uint8Array {
  const g = new OnnxGraphBuilder();
  const spatial = g.input(GRAPH_IO.spatial, ['batch', model.spatialInputs, 'size', 'size']);
  const global = g.input(GRAPH_IO.global, ['batch', model.globalInputs]);
  const pool = poolingFactors(g, spatial);
  const { trunk, policy, value } = model;

  let x = conv(g, spatial, trunk.initialConv);
  x = g.node('Add', [x, channelBias(g, g.node('MatMul', [global, matWeight(g, trunk.initialMatMul)]))]);
  for (const block of trunk.blocks) x = g.node('Add', [x, residual(g, block, x, pool)]);
  const t = bnRelu(g, x, trunk.tipBN);

  const p1 = conv(g, t, policy.p1Conv);
  const g1 = bnRelu(g, conv(g, t, policy.g1Conv), policy.g1BN);
  const g1Pooled = globalPoolChannels(g, g1, pool, 'max');
  const p1Biased = g.node('Add', [
    p1,
    channelBias(g, g.node('MatMul', [g1Pooled, matWeight(g, policy.gpoolToBiasMul)])),
  ]);
  const p2 = conv(g, bnRelu(g, p1Biased, policy.p1BN), policy.p2Conv);
  const pass = g.node('MatMul', [g1Pooled, matWeight(g, policy.gpoolToPassMul)]);
  const policyOut = g.node('Concat', [g.node('Flatten', [p2], { axis: 1 }), pass], { axis: 1 });

  const v1 = bnRelu(g, conv(g, t, value.v1Conv), value.v1BN);
  const v1Pooled = globalPoolChannels(g, v1, pool, 'value');
  const v2 = g.node('Relu', [
    g.node('Add', [
      g.node('MatMul', [v1Pooled, matWeight(g, value.v2Mul)]),
      g.weight(value.v2Bias.name, [value.v2Bias.channels], value.v2Bias.bias),
    ]),
  ]);
  const valueOut = g.node('Add', [
    g.node('MatMul', [v2, matWeight(g, value.v3Mul)]),
    g.weight(value.v3Bias.name, [value.v3Bias.channels], value.v3Bias.bias),
  ]);
  const scoreOut = g.node('Add', [
    g.node('MatMul', [v2, matWeight(g, value.sv3Mul)]),
    g.weight(value.sv3Bias.name, [value.sv3Bias.channels], value.sv3Bias.bias),
  ]);
  const ownership = g.node('Flatten', [conv(g, v1, value.ownershipConv)], { axis: 1 });

  g.output(GRAPH_IO.policy, policyOut, ['batch', 'policySize']);
  g.output(GRAPH_IO.value, valueOut, ['batch', 3]);
  g.output(GRAPH_IO.score, scoreOut, ['batch', 4]);
  g.output(GRAPH_IO.ownership, ownership, ['batch', 'area']);
  return g.serialize(model.name);
}

interface PoolingFactors {
  /** [batch, 1] each: the number of on-board points, (√area − 14) / 10, and its square − 0.1. */
  readonly area: string;
  readonly scaled: string;
  readonly squared: string;
}

function poolingFactors(g: OnnxGraphBuilder, spatial: string): PoolingFactors {
  const onBoard = g.node('Slice', [spatial, g.int64s([0]), g.int64s([1]), g.int64s([1])]);
  const area = g.node('Flatten', [g.node('ReduceSum', [onBoard, g.int64s(HW_AXES)], { keepdims: 1 })], {
    axis: 1,
  });
  const scaled = g.node('Mul', [
    g.node('Sub', [g.node('Sqrt', [area]), g.scalar('fourteen', 14)]),
    g.scalar('tenth', 0.1),
  ]);
  const squared = g.node('Sub', [g.node('Mul', [scaled, scaled]), g.scalar('tenth', 0.1)]);
  return { area, scaled, squared };
}

/** [batch, C, H, W] → [batch, 3C]: mean, mean × scaled, then max or mean × squared. */
function globalPoolChannels(
  g: OnnxGraphBuilder,
  x: string,
  pool: PoolingFactors,
  third: 'max' | 'value',
): string {
  const sum = g.node('ReduceSum', [x, g.int64s(HW_AXES)], { keepdims: 0 });
  const mean = g.node('Div', [sum, pool.area]);
  const scaledMean = g.node('Mul', [mean, pool.scaled]);
  const last =
    third === 'max'
      ? g.node('ReduceMax', [x, g.int64s(HW_AXES)], { keepdims: 0 })
      : g.node('Mul', [mean, pool.squared]);
  return g.node('Concat', [mean, scaledMean, last], { axis: 1 });
}

function residual(g: OnnxGraphBuilder, block: ResidualBlockDesc, x: string, pool: PoolingFactors): string {
  const a = bnRelu(g, x, block.preBN);
  let mid = conv(g, a, block.regularConv);
  if (block.kind === 'gpool') {
    const pooled = globalPoolChannels(g, bnRelu(g, conv(g, a, block.gpoolConv), block.gpoolBN), pool, 'max');
    mid = g.node('Add', [
      mid,
      channelBias(g, g.node('MatMul', [pooled, matWeight(g, block.gpoolToBiasMul)])),
    ]);
  }
  return conv(g, bnRelu(g, mid, block.midBN), block.finalConv);
}

function conv(g: OnnxGraphBuilder, x: string, layer: ConvLayerDesc): string {
  const w = g.weight(
    layer.name,
    [layer.outChannels, layer.inChannels, layer.kernelY, layer.kernelX],
    layer.weights,
  );
  const padY = ((layer.kernelY - 1) / 2) * layer.dilationY;
  const padX = ((layer.kernelX - 1) / 2) * layer.dilationX;
  return g.node('Conv', [x, w], {
    kernel_shape: [layer.kernelY, layer.kernelX],
    dilations: [layer.dilationY, layer.dilationX],
    pads: [padY, padX, padY, padX],
  });
}

function bnRelu(g: OnnxGraphBuilder, x: string, bn: BatchNormLayerDesc): string {
  const scale = g.weight(`${bn.name}/scale`, [1, bn.channels, 1, 1], bn.scale);
  const bias = g.weight(`${bn.name}/bias`, [1, bn.channels, 1, 1], bn.bias);
  return g.node('Relu', [g.node('Add', [g.node('Mul', [x, scale]), bias])]);
}

function matWeight(g: OnnxGraphBuilder, layer: MatMulLayerDesc): string {
  return g.weight(layer.name, [layer.inChannels, layer.outChannels], layer.weights);
}

/** [batch, C] → [batch, C, 1, 1], to add to every point of each channel. */
function channelBias(g: OnnxGraphBuilder, x: string): string {
  return g.node('Unsqueeze', [x, g.int64s(HW_AXES)]);
}
