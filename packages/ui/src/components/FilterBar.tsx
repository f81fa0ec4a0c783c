import { Button } from './Button';

export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A row of toggle buttons for a list filter, plus "Clear Filters" while one is set. Real buttons with
 * aria-pressed, so the selected filter is announced and everything works from the keyboard.
 */
export function FilterBar<T extends string>({
  label,
  options,
  selected,
  showClear,
  onSelect,
  onClear,
}: {
  /** names the group for assistive technology, e.g. "Filter lessons by level" */
  label: string;
  options: readonly FilterOption<T>[];
  selected: T | null;
  /** whether Clear Filters is offered (the filter parameter is in the URL) */
  showClear: boolean;
  onSelect: (value: T) => void;
  onClear: () => void;
}) {
  return (
    <div role="group" aria-label={label} css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', margin: '0 0 24px' }}>
      {options.map((option) => {
        const active = option.value === selected;
        return (
          <Button
            key={option.value}
            size="sm"
            variant={active ? 'primary' : 'outline'}
            aria-pressed={active}
            onClick={() => onSelect(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
      {showClear ? (
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear Filters
        </Button>
      ) : null}
    </div>
  );
}
