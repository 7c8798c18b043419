import { describeLiveGame } from '../testing/live-game-scenarios.ts';

describeLiveGame('sqlite', async () => undefined);
