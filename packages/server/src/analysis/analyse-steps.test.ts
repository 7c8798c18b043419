import { BLACK } from '@tengen/core';
import { afterAll, describe, expect, it } from 'vitest';
import { GtpClient } from '../engines/gtp-client.ts';
import { type EnginePosition, type GtpSender, setUpPosition } from '../engines/gtp-position.ts';
import { GNUGO } from '../testing/test-gnugo.ts';
import { analyseSteps, askEstimatedLead, type StepEstimate } from './analyse-steps.ts';

const client = new GtpClient({ command: [GNUGO, '--mode', 'gtp', '--level', '1'], timeoutMs: 60_000 });
afterAll(() => client.close());
const engine: GtpSender = {
  send: (command, timeoutMs) => client.send(command, timeoutMs),
  knows: async (name) => (await client.send('list_commands')).split('\n').includes(name),
};

// 9×9: white's cutting stone at D6 (dd) is in atari; black, to move, plays far away at J9 (ia)
// instead of D5 (de). Right after the tenuki GNU Go's estimate still sees little; once white
// answers (it escapes at D5) the cost shows.
const moves = ['cd', 'dd', 'ed', 'gg', 'dc', 'ge', 'cg', 'ef', 'ia'];
const position: EnginePosition = {
  size: 9,
  komi: 7.5,
  setup: { black: [], white: [] },
  firstColor: BLACK,
  moves: moves.slice(0, 8),
};

describe('analysing a move one reply deep, with GNU Go', () => {
  it('a tenuki that lets a cut out costs what it costs after the reply, not what the static estimate shows', async () => {
    await setUpPosition(engine, { ...position, moves: [...moves] });
    const staticAfterTenuki = await askEstimatedLead(engine);
    await setUpPosition(engine, { ...position, moves: [...position.moves, 'de'] });
    const staticAfterChoice = await askEstimatedLead(engine);

    await setUpPosition(engine, position);
    const seen: StepEstimate[] = [];
    await analyseSteps(engine, { size: 9, moves, firstColor: BLACK, from: 9, to: 9 }, async (e) => {
      seen.push(e);
    });
    expect(seen).toHaveLength(1);
    const [step] = seen;
    expect(step.mpt).toBe('de');
    const deepLoss = step.mlead - step.lead;
    const staticLoss = staticAfterChoice - staticAfterTenuki;
    expect(deepLoss).toBeGreaterThan(10);
    expect(deepLoss).toBeGreaterThan(staticLoss + 5);
    // the move played stays on the board, the replies do not
    expect((await engine.send('last_move')).toLowerCase()).toBe('black j9');
  });
});
