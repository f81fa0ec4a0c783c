import type { ChapterOrientation, MoveCheckResult } from '@kingside/contracts';
import type { ComponentType, ReactNode } from 'react';

/**
 * A position to play against a move-check endpoint: a chapter's exercise, a puzzle, a review card. What the first paint
 * needs of it (the static board reads the FEN itself, fen.ts); the solution stays on the server.
 */
export interface Exercise {
  fen: string;
  orientation: ChapterOrientation;
  prompt: string;
}

/** What a page shows around the board, the same in both stages of the player (ExerciseView). */
export interface ExerciseFrame {
  /** beside the board: a chapter's text; a puzzle's rating and prompt */
  text: ReactNode;
  /** the prompt under the Exercise heading, when the text does not already say it */
  prompt?: string;
  /** a guest's link to /auth under the exercise, when the page has one to say */
  signInNote?: string;
}

/**
 * What the learner did on the static page before the real player arrived, for it to carry on from: the field's text,
 * whether it was submitted, the last square clicked, where the focus was (the field with its selection, or a piece).
 */
export interface Handoff {
  typed: string;
  submitted: boolean;
  clicked: string | null;
  focus: { field: [number, number] } | { square: string } | null;
}

/** What every real player is handed by the static stage (ExerciseStage), beside its own props. */
export interface StageHandover {
  exercise: Exercise;
  frame: ExerciseFrame;
  /** what the learner did on the static page before this arrived, read once, at the first render */
  takeOver(): Handoff | null;
}

/** The real player of one kind of exercise: its chunk brings chess.js, the board and the endpoint it is checked against. */
export type StagePlayer<P> = ComponentType<P & StageHandover>;

/** An endpoint's verdict on the moves so far, or what to say when there is none. */
export type Checked<R extends MoveCheckResult = MoveCheckResult> = { result: R; asMember: boolean } | { failed: string };
