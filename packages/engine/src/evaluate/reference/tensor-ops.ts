import type { BatchNormLayerDesc, ConvLayerDesc, MatMulLayerDesc } from '../../model/model-desc.ts';

/** The plain operations of the network on one position, tensors [channel][y][x]. */

/** A same-size convolution with zero padding. */
export function conv2d(input: Float32Array, size: number, layer: ConvLayerDesc): Float32Array {
  const area = size * size;
  const { inChannels, outChannels, kernelY, kernelX, dilationY, dilationX, weights } = layer;
  const out = new Float32Array(outChannels * area);
  const padY = ((kernelY - 1) / 2) * dilationY;
  const padX = ((kernelX - 1) / 2) * dilationX;
  for (let oc = 0; oc < outChannels; oc++) {
    const outBase = oc * area;
    for (let ic = 0; ic < inChannels; ic++) {
      const inBase = ic * area;
      for (let ky = 0; ky < kernelY; ky++) {
        const dy = ky * dilationY - padY;
        const yFrom = Math.max(0, -dy);
        const yTo = Math.min(size, size - dy);
        for (let kx = 0; kx < kernelX; kx++) {
          const w = weights[((oc * inChannels + ic) * kernelY + ky) * kernelX + kx] as number;
          if (w === 0) continue;
          const dx = kx * dilationX - padX;
          const xFrom = Math.max(0, -dx);
          const xTo = Math.min(size, size - dx);
          for (let y = yFrom; y < yTo; y++) {
            const o = outBase + y * size;
            const i = inBase + (y + dy) * size + dx;
            for (let x = xFrom; x < xTo; x++)
              out[o + x] = (out[o + x] as number) + w * (input[i + x] as number);
          }
        }
      }
    }
  }
  return out;
}

/** relu(x × scale + bias) per channel, into a new tensor. */
export function batchNormRelu(input: Float32Array, area: number, bn: BatchNormLayerDesc): Float32Array {
  const out = new Float32Array(input.length);
  for (let c = 0; c < bn.channels; c++) {
    const s = bn.scale[c] as number;
    const b = bn.bias[c] as number;
    for (let i = c * area; i < (c + 1) * area; i++) out[i] = Math.max(0, (input[i] as number) * s + b);
  }
  return out;
}

/** Adds `bias[c]` to every point of channel c, in place. */
export function addChannelBias(tensor: Float32Array, area: number, bias: Float32Array): void {
  for (let c = 0; c < bias.length; c++) {
    const b = bias[c] as number;
    for (let i = c * area; i < (c + 1) * area; i++) tensor[i] = (tensor[i] as number) + b;
  }
}

export function addInPlace(target: Float32Array, other: Float32Array): void {
  for (let i = 0; i < target.length; i++) target[i] = (target[i] as number) + (other[i] as number);
}

/** vector × [in][out] weights. */
export function matMul(vector: Float32Array, layer: MatMulLayerDesc): Float32Array {
  const out = new Float32Array(layer.outChannels);
  for (let i = 0; i < layer.inChannels; i++) {
    const v = vector[i] as number;
    const row = i * layer.outChannels;
    for (let o = 0; o < layer.outChannels; o++)
      out[o] = (out[o] as number) + v * (layer.weights[row + o] as number);
  }
  return out;
}

/**
 * KataGo's global pooling over the board of `area` points: per channel the mean, the mean ×
 * (√area − 14) / 10, then either the max (`'max'`, the trunk's and the policy's pooling) or the
 * mean × ((√area − 14)² / 100 − 0.1) (`'value'`, the value head's). Laid out [mean…, scaled…, third…].
 */
export function globalPoolChannels(
  input: Float32Array,
  channels: number,
  area: number,
  third: 'max' | 'value',
): Float32Array {
  const out = new Float32Array(3 * channels);
  const shifted = Math.sqrt(area) - 14;
  for (let c = 0; c < channels; c++) {
    let sum = 0;
    let max = Number.NEGATIVE_INFINITY;
    for (let i = c * area; i < (c + 1) * area; i++) {
      const x = input[i] as number;
      sum += x;
      if (x > max) max = x;
    }
    const mean = sum / area;
    out[c] = mean;
    out[channels + c] = mean * shifted * 0.1;
    out[2 * channels + c] = third === 'max' ? max : mean * (shifted * shifted * 0.01 - 0.1);
  }
  return out;
}
