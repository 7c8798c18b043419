import type { BatchNormLayerDesc, ConvLayerDesc, MatBiasLayerDesc, MatMulLayerDesc } from './model-desc.ts';
import { ModelFormatError } from './model-format-error.ts';
import type { ModelTokens } from './model-tokens.ts';

/** The file writes a convolution [y][x][in][out]; it is kept [out][in][y][x]. */
export function readConv(t: ModelTokens): ConvLayerDesc {
  const name = t.token('a convolution name');
  const kernelY = t.count(`${name}: kernel height`);
  const kernelX = t.count(`${name}: kernel width`);
  const inChannels = t.count(`${name}: input channels`);
  const outChannels = t.count(`${name}: output channels`);
  const dilationY = t.count(`${name}: vertical dilation`);
  const dilationX = t.count(`${name}: horizontal dilation`);
  if (kernelY % 2 !== 1 || kernelX % 2 !== 1)
    throw new ModelFormatError(`${name}: kernel sizes must be odd, found ${kernelY}×${kernelX}`);
  const raw = t.floats(kernelY * kernelX * inChannels * outChannels, name);
  const weights = new Float32Array(raw.length);
  let i = 0;
  for (let y = 0; y < kernelY; y++) {
    for (let x = 0; x < kernelX; x++) {
      for (let ic = 0; ic < inChannels; ic++) {
        for (let oc = 0; oc < outChannels; oc++) {
          weights[((oc * inChannels + ic) * kernelY + y) * kernelX + x] = raw[i++] as number;
        }
      }
    }
  }
  return { name, kernelY, kernelX, inChannels, outChannels, dilationY, dilationX, weights };
}

/** Mean, variance, then the scale and the bias when their flags say they are written (else 1 and 0). */
export function readBatchNorm(t: ModelTokens): BatchNormLayerDesc {
  const name = t.token('a batch norm name');
  const channels = t.count(`${name}: channels`);
  const epsilon = t.float(`${name}: epsilon`);
  if (!(epsilon > 0)) throw new ModelFormatError(`${name}: epsilon must be positive, found ${epsilon}`);
  const hasScale = t.flag(`${name}: has-scale flag`);
  const hasBias = t.flag(`${name}: has-bias flag`);
  const mean = t.floats(channels, `${name} mean`);
  const variance = t.floats(channels, `${name} variance`);
  const gamma = hasScale ? t.floats(channels, `${name} scale`) : new Float32Array(channels).fill(1);
  const beta = hasBias ? t.floats(channels, `${name} bias`) : new Float32Array(channels);
  const scale = new Float32Array(channels);
  const bias = new Float32Array(channels);
  for (let c = 0; c < channels; c++) {
    const s = (gamma[c] as number) / Math.sqrt((variance[c] as number) + epsilon);
    scale[c] = s;
    bias[c] = (beta[c] as number) - s * (mean[c] as number);
  }
  return { name, channels, scale, bias };
}

/** Model versions before 11 name an activation without saying which: it is a ReLU. */
export function readActivation(t: ModelTokens): 'relu' {
  t.token('an activation name');
  return 'relu';
}

export function readMatMul(t: ModelTokens): MatMulLayerDesc {
  const name = t.token('a matmul name');
  const inChannels = t.count(`${name}: input channels`);
  const outChannels = t.count(`${name}: output channels`);
  return { name, inChannels, outChannels, weights: t.floats(inChannels * outChannels, name) };
}

export function readMatBias(t: ModelTokens): MatBiasLayerDesc {
  const name = t.token('a bias name');
  const channels = t.count(`${name}: channels`);
  return { name, channels, bias: t.floats(channels, name) };
}

/** Throws unless `actual` is `expected`: the layers of a file must fit together. */
export function expectChannels(what: string, actual: number, expected: number): void {
  if (actual !== expected)
    throw new ModelFormatError(`${what}: ${actual} channels where ${expected} are needed`);
}
