import type { ModelDesc } from '../model/model-desc.ts';
import type { NetInput } from '../types.ts';

export const MIN_NET_BOARD_SIZE = 2;
export const MAX_NET_BOARD_SIZE = 19;

/** Throws a RangeError naming the first input that does not fit the network; nothing is evaluated then. */
export function checkNetBatch(model: ModelDesc, batch: readonly NetInput[]): void {
  batch.forEach((input, i) => {
    const { size } = input;
    if (!Number.isInteger(size) || size < MIN_NET_BOARD_SIZE || size > MAX_NET_BOARD_SIZE) {
      throw new RangeError(
        `input ${i}: board size ${size} is not a whole number from ${MIN_NET_BOARD_SIZE} to ${MAX_NET_BOARD_SIZE}`,
      );
    }
    const spatial = model.spatialInputs * size * size;
    if (input.spatial.length !== spatial) {
      throw new RangeError(
        `input ${i}: ${input.spatial.length} spatial values where ${model.spatialInputs} planes of ${size}×${size} (${spatial}) are needed`,
      );
    }
    if (input.global.length !== model.globalInputs) {
      throw new RangeError(
        `input ${i}: ${input.global.length} global values where ${model.globalInputs} are needed`,
      );
    }
  });
}

/** The indices of the batch grouped by board size, each group in the batch's order. */
export function groupNetInputsBySize(batch: readonly NetInput[]): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  batch.forEach((input, i) => {
    const group = groups.get(input.size);
    if (group === undefined) groups.set(input.size, [i]);
    else group.push(i);
  });
  return groups;
}
