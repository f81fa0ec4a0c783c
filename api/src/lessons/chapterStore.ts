import type { Chapter } from '@kingside/contracts';
import type { Database } from '../shared/db/database';
import { onCatalogueInvalidated } from '../catalogue';
import { fromChapterRow } from './chapterRows';

/**
 * The chapters of each live course, solutions included, kept in memory: every move check needs its chapter, and
 * the move check's budget (docs/architecture.md §4, p99 ≤ 20 ms at 50 connections) leaves no room for a query
 * per move. Cleared with the catalogue's caches on every catalogue write (on every instance, through
 * catalogue/invalidation.ts), so an archived course stops answering at once. A missing or archived course is
 * never kept: ids are unbounded, the courses are not.
 */
export class ChapterStore {
  private readonly courses = new Map<number, Promise<Chapter[] | null>>();
  /** The loaded courses, for the move check's synchronous path (no promise to wait on). */
  private readonly ready = new Map<number, Chapter[]>();

  constructor(private readonly db: Database) {}

  /** The course's chapters in order, [] for a live course without any, null for no such live course. */
  chapters(lessonId: number): Promise<Chapter[] | null> {
    const hit = this.courses.get(lessonId);
    if (hit) return hit;
    const pending = this.load(lessonId);
    this.courses.set(lessonId, pending);
    const forget = () => {
      if (this.courses.get(lessonId) === pending) this.courses.delete(lessonId);
    };
    pending.then((chapters) => {
      if (chapters === null) forget();
      else if (this.courses.get(lessonId) === pending) this.ready.set(lessonId, chapters);
    }, forget);
    return pending;
  }

  /** The course's chapters if they are loaded already. */
  peek(lessonId: number): Chapter[] | undefined {
    return this.ready.get(lessonId);
  }

  async chapter(lessonId: number, number: number): Promise<Chapter | null> {
    return (await this.chapters(lessonId))?.find((chapter) => chapter.number === number) ?? null;
  }

  clear(): void {
    this.courses.clear();
    this.ready.clear();
  }

  private async load(lessonId: number): Promise<Chapter[] | null> {
    const { Lesson, LessonChapter } = this.db.models;
    const lesson = await Lesson.findOne({ attributes: ['id'], where: { id: lessonId, archived: false } });
    if (!lesson) return null;
    const rows = await LessonChapter.findAll({ where: { lessonId }, order: [['number', 'ASC']] });
    return rows.map((row) => fromChapterRow(row.get({ plain: true })));
  }
}

const stores = new WeakMap<Database, ChapterStore>();

/** One store per database (the tests run apps over several side by side). */
export function chapterStore(db: Database): ChapterStore {
  let store = stores.get(db);
  if (!store) {
    const created = new ChapterStore(db);
    onCatalogueInvalidated(db, () => created.clear());
    stores.set(db, (store = created));
  }
  return store;
}
