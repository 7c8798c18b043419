/**
 * Finds the sockets whose peer is gone. An open page sends the protocol's `ping` every 10 s,
 * so a socket heard from since the last visit is alive and needs no WebSocket ping of its own:
 * on a busy server those pings and their pongs were one socket write and one read in twelve.
 * A socket silent for a whole period is pinged; one still silent at the next visit is dropped,
 * so a dead peer goes within two to three periods of its last frame.
 */

/** What the sweep keeps on each socket: visits since it was last heard from. */
export interface Watched {
  quietVisits: number;
}

export interface Probe<S extends Watched> {
  ping(socket: S): void;
  drop(socket: S): void;
}

/**
 * The sweep visits one slice of the sockets at a time (each socket still once a period):
 * pinging every socket in one go stalls the event loop long enough to delay moves (measured in
 * docs/performance.md, live play).
 */
export const SWEEP_SLICES = 30;

export class Liveness<S extends Watched> {
  private readonly slices: Set<S>[];
  private added = 0;
  private visited = 0;

  constructor(
    private readonly probe: Probe<S>,
    slices = SWEEP_SLICES,
  ) {
    this.slices = Array.from({ length: slices }, () => new Set<S>());
  }

  add(socket: S): void {
    this.slices[this.added++ % this.slices.length].add(socket);
  }

  /** The socket closed. (Rare beside the frames: a look in every slice is cheap enough.) */
  remove(socket: S): void {
    for (const slice of this.slices) if (slice.delete(socket)) return;
  }

  /** A frame or a pong came in. */
  static heard(socket: Watched): void {
    socket.quietVisits = 0;
  }

  /** Visits the next slice; call it `slices` times a period. */
  visit(): void {
    for (const socket of this.slices[this.visited++ % this.slices.length]) {
      const quiet = ++socket.quietVisits;
      if (quiet === 2) this.probe.ping(socket);
      else if (quiet > 2) this.probe.drop(socket);
    }
  }

  /** Every socket watched, for shutting down. */
  *all(): IterableIterator<S> {
    for (const slice of this.slices) yield* slice;
  }
}
