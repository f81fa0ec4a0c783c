import type { LessonProgress } from '@kingside/contracts';
import { selectAuthToken, skipToken, useAppSelector } from '@kingside/ui';
import { useSyncExternalStore } from 'react';
import { useLearnGetProgressQuery } from './learnApi';

/**
 * A guest's solved chapters, for this visit only: kept in memory (a reload forgets them), never sent anywhere.
 * Members' progress is the api's (GET /api/me/progress).
 */
const visitSolved = new Map<number, readonly number[]>();
const listeners = new Set<() => void>();
let visitVersion = 0;

export function rememberSolvedThisVisit(lessonId: number, number: number): void {
  const solved = visitSolved.get(lessonId) ?? [];
  if (solved.includes(number)) return;
  visitSolved.set(
    lessonId,
    [...solved, number].sort((a, b) => a - b),
  );
  visitVersion += 1;
  for (const listener of listeners) listener();
}

/** Tests start each case from a fresh visit. */
export function forgetThisVisit(): void {
  visitSolved.clear();
  visitVersion += 1;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const currentVersion = () => visitVersion;
// The server renders no guest's visit.
const serverVersion = () => 0;

export interface LearnerProgress {
  /** the member's token, or null for a guest */
  token: string | null;
  /** the chapters of a course solved so far: the member's (api) or the guest's (this visit) */
  solvedIn(lessonId: number): readonly number[];
  /** a member's solved chapters of a course when there are any; null for a guest or a course not started */
  memberSolvedIn(lessonId: number): readonly number[] | null;
}

const NONE: readonly number[] = [];

/** Where the learner stands, for every course: what "3 of 6 chapters", Continue and the "solved" marks read. */
export function useLearnerProgress(): LearnerProgress {
  const token = useAppSelector(selectAuthToken);
  const { currentData } = useLearnGetProgressQuery(token ?? skipToken);
  useSyncExternalStore(subscribe, currentVersion, serverVersion);
  const memberSolvedIn = (lessonId: number) => {
    const entry: LessonProgress | undefined = token ? currentData?.find((progress) => progress.lessonId === lessonId) : undefined;
    return entry && entry.completed.length > 0 ? entry.completed : null;
  };
  return {
    token,
    memberSolvedIn,
    solvedIn: (lessonId) => (token ? (memberSolvedIn(lessonId) ?? NONE) : (visitSolved.get(lessonId) ?? NONE)),
  };
}
