/**
 * The network's outputs for one input before KataGo's post-processing, all from the side to
 * move's view: `policy` is size² logits then the pass, `value` the win/loss/no-result logits,
 * `score` the score mean, score stdev (before softplus), lead and variance of time left (before
 * softplus), all in the network's units; `ownership` size² values before tanh.
 */
export interface RawNetOutput {
  readonly policy: Float32Array;
  readonly value: Float32Array;
  readonly score: Float32Array;
  readonly ownership: Float32Array;
}
