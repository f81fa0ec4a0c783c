import { ROUTES } from '@kingside/contracts';
import {
  CHOICE_PARAMS,
  PUZZLE_RATING_BOUNDS,
  PUZZLE_THEME_NAMES,
  PUZZLE_THEMES,
  puzzleChoiceFrom,
  puzzleChoicePath,
  type PuzzleChoice,
} from '@kingside/contracts/training';
import { Button, Link, useNavigate } from '@kingside/ui';
import type { FormEvent } from 'react';
import { TRAIN_COPY } from './trainCopy';

const DIFFICULTY_OPTIONS = [
  { value: '', label: TRAIN_COPY.nearRating },
  { value: 'easier', label: TRAIN_COPY.easier },
  { value: 'harder', label: TRAIN_COPY.harder },
] as const;

const option = { display: 'inline-flex', alignItems: 'center', gap: 6, cursor: 'pointer', minHeight: 32 } as const;
const fieldset = { border: 0, padding: 0, margin: '0 0 12px', minWidth: 0 } as const;
const legend = { fontWeight: 600, padding: 0, marginBottom: 6 } as const;

/**
 * /train's choice (issue 46, docs/spec.md §2.29): themes, several at once, and the rating: near the learner's,
 * Easier, Harder, or a range. A real GET form to /train, so it works from the first paint (the server draws the page
 * the URL asks for); once the page is live, a submit is a navigation of its own, so Back returns to the last choice.
 * Its fields start from the URL's choice, and the page redraws the form when the URL changes (Back, Clear choice).
 */
export function TrainChoice({ choice }: { choice: PuzzleChoice }) {
  const navigate = useNavigate();
  const chosen = choice.themes.length > 0 || choice.min !== undefined || choice.max !== undefined || choice.difficulty !== undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') params.append(name, value);
    navigate(puzzleChoicePath(puzzleChoiceFrom(params)));
  }

  /** Typing a range means a range: the rating's choice goes back to it from Easier or Harder. */
  function typedRange(event: FormEvent<HTMLInputElement>) {
    const near = event.currentTarget.form?.querySelector<HTMLInputElement>(`input[name="${CHOICE_PARAMS.difficulty}"][value=""]`);
    if (near && event.currentTarget.value) near.checked = true;
  }

  return (
    <div data-testid="train-choice" css={{ marginBottom: 16 }}>
      <details open={chosen}>
        <summary css={{ cursor: 'pointer', fontWeight: 600, minHeight: 32 }}>{TRAIN_COPY.chooseTitle}</summary>
        <form method="get" action={ROUTES.train} aria-label={TRAIN_COPY.chooseTitle} onSubmit={submit} css={{ marginTop: 12 }}>
          <fieldset css={fieldset}>
            <legend css={legend}>{TRAIN_COPY.themesLegend}</legend>
            <div css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: '4px 16px' }}>
              {PUZZLE_THEMES.map((theme) => (
                <label key={theme} css={option}>
                  <input type="checkbox" name={CHOICE_PARAMS.theme} value={theme} defaultChecked={choice.themes.includes(theme)} />
                  {PUZZLE_THEME_NAMES[theme]}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset css={fieldset}>
            <legend css={legend}>{TRAIN_COPY.ratingLegend}</legend>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', marginBottom: 8 }}>
              {DIFFICULTY_OPTIONS.map(({ value, label }) => (
                <label key={value} css={option}>
                  <input type="radio" name={CHOICE_PARAMS.difficulty} value={value} defaultChecked={(choice.difficulty ?? '') === value} />
                  {label}
                </label>
              ))}
            </div>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px' }}>
              {(
                [
                  [CHOICE_PARAMS.min, TRAIN_COPY.lowest, choice.min],
                  [CHOICE_PARAMS.max, TRAIN_COPY.highest, choice.max],
                ] as const
              ).map(([name, label, value]) => (
                <label key={name} css={{ display: 'inline-flex', flexDirection: 'column', gap: 4 }}>
                  {label}
                  <input
                    type="number"
                    name={name}
                    inputMode="numeric"
                    min={PUZZLE_RATING_BOUNDS.min}
                    max={PUZZLE_RATING_BOUNDS.max}
                    step={1}
                    defaultValue={value ?? ''}
                    onInput={typedRange}
                    css={(t) => ({ width: 140, padding: '6px 8px', border: `1px solid ${t.colors.muted}`, borderRadius: 4 })}
                  />
                </label>
              ))}
            </div>
          </fieldset>
          <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
            <Button type="submit">{TRAIN_COPY.showPuzzles}</Button>
            {chosen ? <Link to={ROUTES.train}>{TRAIN_COPY.clearChoice}</Link> : null}
          </div>
        </form>
      </details>
      {chosen ? (
        <p data-testid="train-choice-line" css={(t) => ({ margin: '8px 0 0', color: t.colors.inkSoft })}>
          {TRAIN_COPY.choiceLine(choice)}
        </p>
      ) : null}
    </div>
  );
}
