/**
 * Quick match's time controls (docs/lobby.md): each is a queue of its own; two waiting players
 * of close rank in one queue are paired into an even, free game (nigiri). Byo-yomi has
 * `periods` periods of `byoyomi` seconds.
 */
export const QUICK_MATCH_PRESETS = [
  { id: '9-3', size: 9, time: 3, byoyomi: 10, periods: 3 },
  { id: '13-5', size: 13, time: 5, byoyomi: 20, periods: 3 },
  { id: '19-10', size: 19, time: 10, byoyomi: 30, periods: 3 },
  { id: '19-20', size: 19, time: 20, byoyomi: 30, periods: 3 },
] as const;

export type QuickMatchPreset = (typeof QUICK_MATCH_PRESETS)[number];
export type QuickMatchPresetId = QuickMatchPreset['id'];

export function quickMatchPreset(id: string): QuickMatchPreset | null {
  return QUICK_MATCH_PRESETS.find((p) => p.id === id) ?? null;
}

/**
 * Two players are close in rank when their ranks are at most this many steps apart in the rank
 * table (RANKS); a player who has waited longer accepts one step more per QUICK_MATCH_WIDEN_MS.
 */
export const QUICK_MATCH_RANK_STEPS = 3;
export const QUICK_MATCH_WIDEN_MS = 10_000;

/** How many open challenges one player may have at once. */
export const SEEKS_PER_PLAYER = 1;
