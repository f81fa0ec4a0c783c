import type { Theme } from '@emotion/react';
import { PLAYER_COPY, type PublicChapter } from '@kingside/contracts';
import { Link, Skeleton } from '@kingside/ui';
import { chapterPath } from './courseContents';

/** One row of the list: a 28px mark and a line of text, 10px above and below, a rule between rows. */
const row = (first: boolean) => (t: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  minHeight: 48,
  padding: '10px 0',
  borderTop: first ? 'none' : `1px solid ${t.colors.line}`,
});

const mark = (solved: boolean) => (t: Theme) => ({
  flexShrink: 0,
  width: 28,
  height: 28,
  borderRadius: '50%',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: solved ? t.colors.primary : t.colors.accentSoft,
  color: solved ? t.colors.primaryInk : t.colors.primary,
});

const linkStyle = (t: Theme) => ({
  color: t.colors.ink,
  textDecoration: 'none',
  '&:hover': { color: t.colors.primary, textDecoration: 'underline' },
});

/**
 * The Course Contents of a course page (issue 18): its chapters, each a link to the chapter's page, the solved ones
 * marked with a check that is announced as "solved". While the titles load, rows of the same height stand in for
 * them (the course's lessonCount says how many); if they cannot be read, the chapters are listed by number.
 */
export function ChapterList({
  lessonId,
  lessonCount,
  chapters,
  failed,
  solved,
}: {
  lessonId: number;
  lessonCount: number;
  chapters: readonly PublicChapter[] | undefined;
  failed: boolean;
  solved: readonly number[];
}) {
  const listStyle = { listStyle: 'none', margin: '0 0 16px', padding: 0 } as const;
  if (!chapters && !failed) {
    return (
      <div aria-hidden="true" data-testid="course-contents-loading" css={listStyle}>
        {Array.from({ length: lessonCount }, (_, index) => (
          <div key={index} css={row(index === 0)}>
            <Skeleton height={28} width={28} radius="50%" />
            <Skeleton height={16} width="70%" />
          </div>
        ))}
      </div>
    );
  }
  const items = chapters
    ? chapters.map((chapter) => ({ number: chapter.number, title: chapter.title }))
    : Array.from({ length: lessonCount }, (_, index) => ({ number: index + 1, title: PLAYER_COPY.chapterNumber(index + 1) }));
  return (
    <ol data-testid="course-contents" css={listStyle}>
      {items.map((item, index) => {
        const done = solved.includes(item.number);
        return (
          <li key={item.number} css={row(index === 0)}>
            <span aria-hidden="true" css={mark(done)}>
              {done ? (
                <svg width="14" height="14" viewBox="0 0 14 14">
                  <path d="M2.5 7.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              ) : (
                <svg width="12" height="12" viewBox="0 0 12 12">
                  <path d="M3 1.5v9l7.5-4.5z" fill="currentColor" />
                </svg>
              )}
            </span>
            <Link to={chapterPath(lessonId, item.number)} css={linkStyle}>
              {item.title}
              {done ? <span className="visually-hidden">{`, ${PLAYER_COPY.solved}`}</span> : null}
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
