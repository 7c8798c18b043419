/** Reading GNU Go's `estimate_score` answer as black's lead in points. */
/**
 * `estimate_score` answers `W+7.5 (upper bound: 7.5, lower: 7.5)`, `B+4.1 (…)` or `0`. The
 * lead is the first number, positive when black is ahead (komi included, as the engine was
 * given it). Null for any other text.
 */
export declare function readScoreEstimate(text: string): number | null;
