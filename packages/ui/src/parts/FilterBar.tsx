import type { MouseEvent } from 'react';
import { Button } from '@kingside/ui';

export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A row of toggle buttons for a list filter, plus "Clear Filters" while one is set. Real buttons with aria-pressed,
 * so the selected filter is announced and everything works from the keyboard.
 *
 * The buttons submit a GET form that names the filter, with the list's other parameters as hidden fields: on a
 * server-drawn page, before start-up, a press loads the URL the live page would write (the server renders it). Once
 * live, a press changes the URL in place instead.
 */
export function FilterBar<T extends string>({
  label,
  action,
  param,
  keep,
  options,
  selected,
  showClear,
  onSelect,
  onClear,
}: {
  /** names the group for assistive technology, e.g. "Filter lessons by level" */
  label: string;
  /** the list's path: where the form loads */
  action: string;
  /** the filter's query parameter */
  param: string;
  /** the list's other parameters a choice keeps (its search and sort), by name; empty ones are left out */
  keep: Record<string, string | null>;
  options: readonly FilterOption<T>[];
  selected: T | null;
  /** whether Clear Filters is offered (the filter parameter is in the URL) */
  showClear: boolean;
  onSelect: (value: T) => void;
  onClear: () => void;
}) {
  const live = (act: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    act();
  };
  return (
    <form method="get" action={action} css={{ margin: '0 0 24px' }}>
      {Object.entries(keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <div role="group" aria-label={label} css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        {options.map((option) => {
          const active = option.value === selected;
          return (
            <Button
              key={option.value}
              type="submit"
              name={param}
              value={option.value}
              size="sm"
              variant={active ? 'primary' : 'outline'}
              aria-pressed={active}
              onClick={live(() => onSelect(option.value))}
            >
              {option.label}
            </Button>
          );
        })}
        {showClear ? (
          <Button type="submit" size="sm" variant="ghost" onClick={live(onClear)}>
            Clear Filters
          </Button>
        ) : null}
      </div>
    </form>
  );
}
