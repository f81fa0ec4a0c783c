/** The UCI client lives with its product use, the analysis of members' games; the proofs read it from there. */
export * from '../../training/games/uciEngine';
