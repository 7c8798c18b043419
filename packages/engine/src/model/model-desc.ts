/**
 * A KataGo network (model version 8) as read from its file, with every weight in the layout the
 * evaluators use. Batch norms are already merged into one scale and one bias per channel.
 */

/** A convolution; `weights` is [out][in][y][x] (ONNX's layout). */
export interface ConvLayerDesc {
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
export interface BatchNormLayerDesc {
  readonly name: string;
  readonly channels: number;
  readonly scale: Float32Array;
  readonly bias: Float32Array;
}

/** A matrix product; `weights` is [in][out]. */
export interface MatMulLayerDesc {
  readonly name: string;
  readonly inChannels: number;
  readonly outChannels: number;
  readonly weights: Float32Array;
}

export interface MatBiasLayerDesc {
  readonly name: string;
  readonly channels: number;
  readonly bias: Float32Array;
}

/** Model versions 8–10 have no choice of activation: every one is a ReLU. */
export type ModelActivation = 'relu';

/** x + conv2(act(bn2(conv1(act(bn1(x)))))) */
export interface OrdinaryBlockDesc {
  readonly kind: 'ordinary';
  readonly name: string;
  readonly preBN: BatchNormLayerDesc;
  readonly regularConv: ConvLayerDesc;
  readonly midBN: BatchNormLayerDesc;
  readonly finalConv: ConvLayerDesc;
}

/**
 * Like an ordinary block, but a second convolution of act(bn1(x)) is pooled over the board
 * (mean, scaled mean, max) and turned into a bias per channel of the first convolution's output.
 */
export interface GlobalPoolingBlockDesc {
  readonly kind: 'gpool';
  readonly name: string;
  readonly preBN: BatchNormLayerDesc;
  readonly regularConv: ConvLayerDesc;
  readonly gpoolConv: ConvLayerDesc;
  readonly gpoolBN: BatchNormLayerDesc;
  readonly gpoolToBiasMul: MatMulLayerDesc;
  readonly midBN: BatchNormLayerDesc;
  readonly finalConv: ConvLayerDesc;
}

export type ResidualBlockDesc = OrdinaryBlockDesc | GlobalPoolingBlockDesc;

export interface TrunkDesc {
  readonly numBlocks: number;
  readonly trunkChannels: number;
  readonly midChannels: number;
  readonly regularChannels: number;
  readonly gpoolChannels: number;
  readonly initialConv: ConvLayerDesc;
  readonly initialMatMul: MatMulLayerDesc;
  readonly blocks: readonly ResidualBlockDesc[];
  readonly tipBN: BatchNormLayerDesc;
}

export interface PolicyHeadDesc {
  readonly p1Conv: ConvLayerDesc;
  readonly g1Conv: ConvLayerDesc;
  readonly g1BN: BatchNormLayerDesc;
  readonly gpoolToBiasMul: MatMulLayerDesc;
  readonly p1BN: BatchNormLayerDesc;
  readonly p2Conv: ConvLayerDesc;
  readonly gpoolToPassMul: MatMulLayerDesc;
}

export interface ValueHeadDesc {
  readonly v1Conv: ConvLayerDesc;
  readonly v1BN: BatchNormLayerDesc;
  readonly v2Mul: MatMulLayerDesc;
  readonly v2Bias: MatBiasLayerDesc;
  readonly v3Mul: MatMulLayerDesc;
  readonly v3Bias: MatBiasLayerDesc;
  readonly sv3Mul: MatMulLayerDesc;
  readonly sv3Bias: MatBiasLayerDesc;
  readonly ownershipConv: ConvLayerDesc;
}

export interface ModelDesc {
  readonly name: string;
  readonly version: number;
  readonly spatialInputs: number;
  readonly globalInputs: number;
  readonly trunk: TrunkDesc;
  readonly policy: PolicyHeadDesc;
  readonly value: ValueHeadDesc;
}
