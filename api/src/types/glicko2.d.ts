/** The parts of `glicko2` (mmai/glicko2js, untyped) the training rating uses. */
declare module 'glicko2' {
  export interface Glicko2Settings {
    tau?: number;
    rating?: number;
    rd?: number;
    vol?: number;
  }
  export interface Glicko2Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  export class Glicko2 {
    constructor(settings?: Glicko2Settings);
    makePlayer(rating?: number, rd?: number, vol?: number): Glicko2Player;
    /** One rating period: every match [player, opponent, score of player (1 win, 0 loss, 0.5 draw)]. */
    updateRatings(matches: Array<[Glicko2Player, Glicko2Player, number]>): void;
  }
}
