/**
 * Measures every GTP round trip in this process: the engine's own time for each command (the
 * client sends one command at a time, so a round trip is the engine working plus a pipe hop).
 * Benchmark instrumentation only: it wraps GtpClient.prototype.send.
 */
import { GtpClient } from '../../packages/server/src/engines/gtp-client.ts';

export interface GtpTotals {
  commands: number;
  ms: number;
  byCommand: Map<string, { count: number; ms: number }>;
}

export const gtpTotals: GtpTotals = { commands: 0, ms: 0, byCommand: new Map() };

export function resetGtpTotals(): void {
  gtpTotals.commands = 0;
  gtpTotals.ms = 0;
  gtpTotals.byCommand.clear();
}

const original = GtpClient.prototype.send;
GtpClient.prototype.send = async function timedSend(this: GtpClient, command: string, timeoutMs?: number) {
  const started = performance.now();
  try {
    return await original.call(this, command, timeoutMs);
  } finally {
    const ms = performance.now() - started;
    const name = command.trim().split(/\s+/)[0];
    const entry = gtpTotals.byCommand.get(name) ?? { count: 0, ms: 0 };
    entry.count++;
    entry.ms += ms;
    gtpTotals.byCommand.set(name, entry);
    gtpTotals.commands++;
    gtpTotals.ms += ms;
  }
};
