/**
 * A KataGo network (model version 8) as read from its file, with every weight in the layout the
 * evaluators use. Batch norms are already merged into one scale and one bias per channel.
 */

/** A convolution; `weights` is [out][in][y][x] (ONNX's layout). */
export interface ConvLayer {
  readonly name: string;
  readonly kernelY: number;
  readonly kernelX: number;
  readonly inChannels: number;
  readonly outChannels: number;
  readonly dilationY: number;
  readonly dilationX: number;
  readonly weights: Float32Array;
}

/** A batch norm as y = x × scale + bias per channel (mean, variance and epsilon folded in). */
export interface BatchNormLayer {
  readonly name: string;
  readonly channels: number;
  readonly scale: Float32Array;
  readonly bias: Float32Array;
}

/** A matrix product; `weights` is [in][out]. */
export interface MatMulLayer {
  readonly name: string;
  readonly inChannels: number;
  readonly outChannels: number;
  readonly weights: Float32Array;
}

export interface MatBiasLayer {
  readonly name: string;
  readonly channels: number;
  readonly bias: Float32Array;
}

/** Model versions 8–10 have no choice of activation: every one is a ReLU. */
export type Activation = 'relu';

/** x + conv2(act(bn2(conv1(act(bn1(x)))))) */
export interface OrdinaryBlock {
  readonly kind: 'ordinary';
  readonly name: string;
  readonly preBN: BatchNormLayer;
  readonly regularConv: ConvLayer;
  readonly midBN: BatchNormLayer;
  readonly finalConv: ConvLayer;
}

/**
 * Like an ordinary block, but a second convolution of act(bn1(x)) is pooled over the board
 * (mean, scaled mean, max) and turned into a bias per channel of the first convolution's output.
 */
export interface GlobalPoolingBlock {
  readonly kind: 'gpool';
  readonly name: string;
  readonly preBN: BatchNormLayer;
  readonly regularConv: ConvLayer;
  readonly gpoolConv: ConvLayer;
  readonly gpoolBN: BatchNormLayer;
  readonly gpoolToBiasMul: MatMulLayer;
  readonly midBN: BatchNormLayer;
  readonly finalConv: ConvLayer;
}

export type ResidualBlock = OrdinaryBlock | GlobalPoolingBlock;

export interface Trunk {
  readonly numBlocks: number;
  readonly trunkChannels: number;
  readonly midChannels: number;
  readonly regularChannels: number;
  readonly gpoolChannels: number;
  readonly initialConv: ConvLayer;
  readonly initialMatMul: MatMulLayer;
  readonly blocks: readonly ResidualBlock[];
  readonly tipBN: BatchNormLayer;
}

export interface PolicyHead {
  readonly p1Conv: ConvLayer;
  readonly g1Conv: ConvLayer;
  readonly g1BN: BatchNormLayer;
  readonly gpoolToBiasMul: MatMulLayer;
  readonly p1BN: BatchNormLayer;
  readonly p2Conv: ConvLayer;
  readonly gpoolToPassMul: MatMulLayer;
}

export interface ValueHead {
  readonly v1Conv: ConvLayer;
  readonly v1BN: BatchNormLayer;
  readonly v2Mul: MatMulLayer;
  readonly v2Bias: MatBiasLayer;
  readonly v3Mul: MatMulLayer;
  readonly v3Bias: MatBiasLayer;
  readonly sv3Mul: MatMulLayer;
  readonly sv3Bias: MatBiasLayer;
  readonly ownershipConv: ConvLayer;
}

export interface ModelDesc {
  readonly name: string;
  readonly version: number;
  readonly spatialInputs: number;
  readonly globalInputs: number;
  readonly trunk: Trunk;
  readonly policy: PolicyHead;
  readonly value: ValueHead;
}
