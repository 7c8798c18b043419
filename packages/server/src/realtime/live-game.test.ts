import { describeLiveGame } from './live-game-scenarios.ts';

describeLiveGame('sqlite', async () => undefined);
