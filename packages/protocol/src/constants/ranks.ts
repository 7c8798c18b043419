/**
 * The rank table of seed 000 section 3: each label with its numeric level value, weakest first.
 * `Auto` is the not-yet-rated level a new account starts at.
 */
export const RANKS = [
  ['Auto', -101],
  ['15K', -100],
  ['14K', -80],
  ['13K', -60],
  ['12K', -40],
  ['11K', -20],
  ['10K', 0],
  ['9K', 25],
  ['8K', 50],
  ['7K', 75],
  ['6K', 105],
  ['5K', 135],
  ['4K', 165],
  ['3K', 195],
  ['2K', 230],
  ['1K', 270],
  ['1D', 315],
  ['2D', 360],
  ['3D', 405],
  ['4D', 450],
  ['5D', 500],
  ['6D', 550],
  ['7D', 600],
  ['8D', 700],
  ['9D', 900],
] as const;

export type RankLabel = (typeof RANKS)[number][0];

const valueByLabel = new Map<string, number>(RANKS);
const labelByValue = new Map<number, RankLabel>(RANKS.map(([label, value]) => [value, label]));

/** `5d`, ` 5D ` and `5D` are the same label; `auto` is `Auto`. */
function normalizeLabel(label: string): string {
  const t = label.trim();
  return t.toLowerCase() === 'auto' ? 'Auto' : t.toUpperCase();
}

export function isRankLabel(label: string): label is RankLabel {
  return valueByLabel.has(label);
}

/** The numeric value of a rank label, or null for a label not in the table. */
export function rankValue(label: string): number | null {
  return valueByLabel.get(normalizeLabel(label)) ?? null;
}

/** The label whose value is exactly `value`, or null. */
export function rankLabel(value: number): RankLabel | null {
  return labelByValue.get(value) ?? null;
}

/**
 * The rank a numeric level falls in: the strongest label whose value is at or below it.
 * Anything below 15K (including -101 itself) is `Auto`. Levels between thresholds — a
 * server that moves a player's level by game results — land on the rank reached.
 */
export function rankLabelFor(value: number): RankLabel {
  let found: RankLabel = 'Auto';
  for (const [label, threshold] of RANKS) {
    if (label !== 'Auto' && threshold <= value) found = label;
  }
  return found;
}
