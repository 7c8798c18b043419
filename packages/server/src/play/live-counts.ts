/**
 * What the live play counts for `/metrics`, as plain numbers. The hot path (thousands of moves
 * and frames a second) only adds one to a field: no label object, no call into the metrics
 * library. The metrics read these fields when they are scraped (ops/metrics.ts).
 */
export class LiveCounts {
  /** Moves and passes accepted and stored, by any room. */
  moves = 0;
  /** Sockets open now. */
  openSockets = 0;
  /** Frames that are no protocol message (not JSON, an unknown command, a bad field, binary). */
  malformedFrames = 0;
  /** Frames refused by the socket's rate limit. */
  limitedFrames = 0;
  /** Handling a frame threw: the error went to the log. */
  handlerErrors = 0;
  /** A socket failed on its own (an invalid WebSocket frame, one over the hard limit, a reset). */
  brokenSockets = 0;
}
