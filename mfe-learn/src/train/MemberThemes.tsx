import { PUZZLE_THEME_NAMES, puzzleChoicePath, type ThemeStat } from '@kingside/contracts/training';
import type { Theme } from '@emotion/react';
import { Button, ButtonLink, Link, serverMessage, Skeleton } from '@kingside/ui';
import { useLearnGetThemeStatsQuery } from './memberTrainingApi';
import { TRAIN_COPY } from './trainCopy';

const cell = (t: Theme) => ({ padding: '8px 12px', textAlign: 'left', borderBottom: `1px solid ${t.colors.line}` }) as const;
const number = (t: Theme) => ({ ...cell(t), textAlign: 'right', fontVariantNumeric: 'tabular-nums' }) as const;

/** Where a theme is trained: /train with that theme alone chosen. */
const trainTheme = (theme: ThemeStat['theme']) => puzzleChoicePath({ themes: [theme] });

/**
 * A member's figures per theme (GET /api/me/training/themes): puzzles played, success rate and rating trend, every
 * theme in the contracts' order, each name linking to /train with that theme chosen; above the table the weakest
 * theme and "Train your weakest theme", or what it takes to have one.
 */
export default function MemberThemes({ token }: { token: string }) {
  const stats = useLearnGetThemeStatsQuery(token);
  if (stats.isError) {
    return (
      <div role="alert" css={{ margin: '24px 0' }}>
        <p>{serverMessage(stats.error, TRAIN_COPY.themesFailed)}</p>
        <Button onClick={() => void stats.refetch()}>{TRAIN_COPY.tryAgain}</Button>
      </div>
    );
  }
  const data = stats.currentData;
  if (!data) {
    return (
      <div aria-busy="true" data-testid="themes-loading">
        <span className="visually-hidden" role="status">
          {TRAIN_COPY.loadingThemes}
        </span>
        <Skeleton height={560} radius="4px" />
      </div>
    );
  }
  const weakest = data.weakest ? data.themes.find((stat) => stat.theme === data.weakest) : undefined;
  return (
    <>
      <div data-testid="weakest-theme" css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16, margin: '0 0 24px' }}>
        {weakest ? (
          <>
            <p css={{ margin: 0, fontWeight: 600 }}>{TRAIN_COPY.weakest(PUZZLE_THEME_NAMES[weakest.theme], weakest.successRate ?? 0)}</p>
            <ButtonLink to={trainTheme(weakest.theme)}>{TRAIN_COPY.trainWeakest}</ButtonLink>
          </>
        ) : (
          <p css={{ margin: 0 }}>{TRAIN_COPY.noWeakest}</p>
        )}
      </div>
      <div css={{ overflowX: 'auto' }}>
        <table css={{ borderCollapse: 'collapse', minWidth: 480 }}>
          <caption className="visually-hidden">{TRAIN_COPY.themesTitle}</caption>
          <thead>
            <tr>
              <th scope="col" css={cell}>
                {TRAIN_COPY.themeColumns.theme}
              </th>
              <th scope="col" css={number}>
                {TRAIN_COPY.themeColumns.played}
              </th>
              <th scope="col" css={number}>
                {TRAIN_COPY.themeColumns.success}
              </th>
              <th scope="col" css={number}>
                {TRAIN_COPY.themeColumns.trend}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.themes.map((stat) => (
              <tr key={stat.theme} data-testid={`theme-${stat.theme}`}>
                <th scope="row" css={(t) => ({ ...cell(t), fontWeight: 400 })}>
                  <Link to={trainTheme(stat.theme)}>{PUZZLE_THEME_NAMES[stat.theme]}</Link>
                </th>
                <td css={number}>{stat.played}</td>
                <td css={number}>{stat.successRate === null ? TRAIN_COPY.notPlayed : TRAIN_COPY.successRate(stat.successRate)}</td>
                <td css={number}>{stat.played ? TRAIN_COPY.trend(stat.trend) : TRAIN_COPY.notPlayed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p css={(t) => ({ color: t.colors.inkSoft, marginTop: 12 })}>{TRAIN_COPY.trendNote}</p>
    </>
  );
}
