import { boardToRows } from '@tengen/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sender, testConfig } from '../../testing/test-room.ts';
import type { RoomCommand } from './commands.ts';
import { boardOf, createRoom, type RoomState } from './room-state.ts';
import { step } from './step.ts';

const letters = 'abcdefghi';
const command = fc.oneof(
  fc.record({
    type: fc.constant('move'),
    by: fc.constantFrom(0, 1, 2),
    point: fc.tuple(fc.nat(8), fc.nat(8)),
    step: fc.nat(30),
  }),
  fc.record({ type: fc.constant('pass'), by: fc.constantFrom(1, 2), step: fc.nat(30) }),
  fc.record({ type: fc.constant('takeBack'), by: fc.constantFrom(1, 2), depth: fc.constantFrom(1, 2) }),
  fc.record({ type: fc.constant('takeBackAnswer'), by: fc.constantFrom(1, 2), agree: fc.boolean() }),
  fc.record({ type: fc.constant('chat'), text: fc.constantFrom('hi', 'gg', '', 'x!') }),
  fc.record({ type: fc.constant('tick') }),
  fc.record({ type: fc.constant('resign'), by: fc.constantFrom(1, 2) }),
);

function toCommand(c: Record<string, unknown>): RoomCommand {
  if (c.type === 'move') {
    const [x, y] = c.point as [number, number];
    return { type: 'move', by: c.by as 0 | 1 | 2, point: letters[x] + letters[y], step: c.step as number };
  }
  if (c.type === 'chat') return { type: 'chat', sender: sender('alice'), text: c.text as string };
  return c as RoomCommand;
}

function snapshot(s: RoomState) {
  const board = boardOf(s);
  return { ...s, board: boardToRows(board), captures: [...board.captures] };
}

describe('replaying accepted commands', () => {
  it('rebuilds exactly the same game', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(command, fc.nat(20_000)), { maxLength: 80 }), (script) => {
        const config = testConfig({ size: 9, mainMs: 60_000, periodMs: 10_000, periods: 2 });
        let live = createRoom(config);
        const log: { command: RoomCommand; at: number }[] = [];
        let now = 0;
        for (const c of [{ type: 'join', by: 1 } as RoomCommand, { type: 'join', by: 2 } as RoomCommand]) {
          const r = step(live, c, now);
          if (r.ok) live = r.state;
          log.push({ command: c, at: now });
        }
        for (const [raw, gap] of script) {
          now += gap;
          const c = toCommand(raw);
          const r = step(live, c, now);
          if (r.ok && r.state !== live) {
            log.push({ command: c, at: now });
            live = r.state;
          }
        }
        let rebuilt = createRoom(config);
        for (const { command: c, at } of log) {
          const r = step(rebuilt, c, at);
          expect(r.ok).toBe(true);
          if (r.ok) rebuilt = r.state;
        }
        expect(snapshot(rebuilt)).toEqual(snapshot(live));
      }),
      { numRuns: 150 },
    );
  });
});
