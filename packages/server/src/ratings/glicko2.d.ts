/** The part of the `glicko2` package (CommonJS, no types of its own) the ratings use. */
declare module 'glicko2' {
  export interface GlickoPlayer {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  export interface GlickoSettings {
    tau: number;
    rating: number;
    rd: number;
    vol: number;
  }
  /** `[player, opponent, score]`: 1 the player won, 0.5 a draw, 0 lost. */
  export type GlickoMatch = [GlickoPlayer, GlickoPlayer, number];
  export class Glicko2 {
    constructor(settings: GlickoSettings);
    makePlayer(rating?: number, rd?: number, vol?: number): GlickoPlayer;
    updateRatings(matches: GlickoMatch[]): void;
  }
  const glicko2: { Glicko2: typeof Glicko2 };
  export default glicko2;
}
