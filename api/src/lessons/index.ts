// The lessons domain's public face: all that another domain may import from it (.dependency-cruiser.cjs holds the rule).
export { fromChapterRow } from './chapterRows';
export { COURSE_CHAPTERS } from './content';
export { missCounter } from './misses';
export { checkMoves, moveAnswer } from './moveCheck';
export { type TrainedChapter } from './trainedChapters';
