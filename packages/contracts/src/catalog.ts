export const LESSON_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type LessonLevel = (typeof LESSON_LEVELS)[number];

export const BLOG_CATEGORIES = ['Strategy', 'Psychology', 'History', 'Openings', 'Endgames', 'Tactics'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const PRODUCT_CATEGORIES = ['Chess Sets', 'Chess Boards', 'Chess Clocks', 'Books', 'Accessories'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** A list page's filter (docs/spec.md §2): the query parameter it lives in and the options it can name. */
export interface ListFilter<T extends string = string> {
  param: string;
  options: readonly T[];
}

/** The filters of /learn, /blog and /shop: read by the pages in the browser and by their server rendering. */
export const LIST_FILTERS = {
  lessons: { param: 'level', options: LESSON_LEVELS },
  blog: { param: 'category', options: BLOG_CATEGORIES },
  shop: { param: 'category', options: PRODUCT_CATEGORIES },
} as const satisfies Record<string, ListFilter>;

/** Topics lessons are grouped under (not filtered on by the site, shown on the lesson page). */
export const LESSON_CATEGORIES = ['Fundamentals', 'Openings', 'Tactics', 'Strategy', 'Endgames'] as const;
export type LessonCategory = (typeof LESSON_CATEGORIES)[number];

/** Level labels are capitalised from their lowercase values: "beginner" -> "Beginner". */
export function levelLabel(level: string): string {
  return level.charAt(0).toUpperCase() + level.slice(1);
}

/** Age groups and experience levels offered by the Join Our Initiative dialog. */
export const AGE_GROUPS = ['Under 18', '18-34', '35-54', '55-64', '65-74', '75+'] as const;
export const CHESS_EXPERIENCE = ['New to chess', 'Casual player', 'Club player', 'Tournament player'] as const;
