import type { UserModel } from '../accounts';
import type { AppDeps } from '../shared/deps';

/** A chapter of a course, as training keeps it. */
export interface TrainedChapter {
  lessonId: number;
  chapterNumber: number;
}

/** A chapter a member trained: `missedStep` the step they missed, null when they solved it. */
type ChapterTrainedListener = (member: UserModel, chapter: TrainedChapter, missedStep: number | null) => Promise<void>;
const listeners = new WeakMap<AppDeps, ChapterTrainedListener[]>();

/** Adds `listener` to what follows a member's move check on the app built from `deps` (training's deck: app.ts). */
export function onChapterTrained(deps: AppDeps, listener: ChapterTrainedListener): void {
  listeners.set(deps, [...(listeners.get(deps) ?? []), listener]);
}

/** A member missed a step of a chapter, or solved it: each listener runs, in turn, before the move check answers. */
export async function chapterTrained(deps: AppDeps, member: UserModel, chapter: TrainedChapter, missedStep: number | null): Promise<void> {
  for (const listener of listeners.get(deps) ?? []) await listener(member, chapter, missedStep);
}
