import { css, type Theme } from '@emotion/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

const tabStyle = (theme: Theme) => css`
  padding: 10px 16px;
  font: inherit;
  font-weight: 600;
  background: transparent;
  border: 0;
  border-bottom: 3px solid transparent;
  color: ${theme.colors.inkSoft};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${theme.colors.primary};
    border-bottom-color: ${theme.colors.primary};
  }
`;

/**
 * WAI-ARIA tabs: arrow keys move between tabs, only the selected tab is in the tab order, and each
 * panel is labelled by its tab.
 */
export function Tabs<K extends string>({
  items,
  selected,
  onSelect,
  label,
  children,
}: {
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  label: string;
  children: ReactNode;
}) {
  const base = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.key === selected);
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: items.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = items[(index + step + items.length) % items.length];
    if (!next) return;
    onSelect(next.key);
    refs.current[next.key]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        css={(t) => ({ display: 'flex', gap: 4, borderBottom: `1px solid ${t.colors.line}`, marginBottom: 20, overflowX: 'auto' })}
      >
        {items.map((item) => (
          <button
            key={item.key}
            ref={(el) => {
              refs.current[item.key] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.key}`}
            aria-selected={item.key === selected}
            aria-controls={`${base}-panel`}
            tabIndex={item.key === selected ? 0 : -1}
            onClick={() => onSelect(item.key)}
            css={tabStyle}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${selected}`} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
