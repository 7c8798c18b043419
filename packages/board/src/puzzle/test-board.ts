import { gtpToMove, type Vertex } from '@tengen/core';
import { defaultState } from '../state.ts';

/** A headless board state for tests: replies without delay, the first random line, faults collected. */
export function testState() {
  const faults: string[] = [];
  const results: string[] = [];
  const state = defaultState();
  state.replyDelay = 0;
  state.random = () => 0;
  state.log = (fault) => faults.push(fault);
  state.events.onPuzzleResult = (r) => results.push(r);
  return { state, faults, results };
}

export function gtp(text: string, size: number): Vertex {
  const v = gtpToMove(text, size);
  if (!v.ok || !v.value) throw new Error(`bad test point ${text}`);
  return v.value;
}
