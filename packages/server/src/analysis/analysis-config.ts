/** Game analysis settings (`TENGEN_ANALYSIS_…`, `TENGEN_ASK_MOVES`, read by config/server-config.ts; see docs/configuration.md). */
export interface AnalysisConfig {
  /** GNU Go's level for analysis and ask-a-move. */
  readonly level: number;
  /** Engine jobs one analysis keeps in flight. */
  readonly parallel: number;
  /** Moves per engine job. */
  readonly chunkMoves: number;
  /** Runs of a job before an engine failure fails it for good. */
  readonly maxAttempts: number;
  /** Moves in an ask-a-move answer. */
  readonly askMoves: number;
  /** How often an idle runner looks for jobs another process queued. */
  readonly pollMs: number;
}
