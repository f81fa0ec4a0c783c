/** What the page says of the real board's arrival, in its live region (mfe-learn's words; the player's are PLAYER_COPY). */
export const BOARD_COPY = {
  loading: 'Loading the board…',
  /** the next move, click or key tries again */
  failed: 'The board could not be loaded. Please try again.',
} as const;
