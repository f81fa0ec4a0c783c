import { css, type Theme } from '@emotion/react';
import { EARLY_MIN_ATTRIBUTE, EARLY_STEP_ATTRIBUTE, EARLY_STEPPER_ATTRIBUTE, usePrerendering, type KeepProps } from '@kingside/ui';

const groupStyle = (theme: Theme) => css`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.paper};
  overflow: hidden;
`;

const stepStyle = (theme: Theme) => css`
  width: 40px;
  min-height: 40px;
  font: inherit;
  font-size: 1.2rem;
  font-weight: 700;
  line-height: 1;
  color: ${theme.colors.ink};
  background: transparent;
  border: 0;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${theme.colors.accentSoft};
  }
  &:disabled {
    color: ${theme.colors.muted};
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
  }
`;

/** One of the stepper's two buttons. */
function StepButton({
  label,
  disabled,
  onClick,
  step,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  /** on the server's copy of a kept stepper: the early-input script steps the number by it */
  step: number | null;
  children: string;
}) {
  // Pre-rendered: nothing happens on a press until the live page replaces this one (prerendering.ts), unless the
  // early-input script steps it.
  const prerendered = usePrerendering();
  const early = prerendered && step !== null ? { [EARLY_STEP_ATTRIBUTE]: String(step) } : {};
  const inert = (prerendered && step === null) || undefined;
  return (
    <button type="button" aria-label={label} aria-disabled={inert} disabled={disabled} onClick={onClick} css={stepStyle} {...early}>
      {children}
    </button>
  );
}

/**
 * A quantity with − and + buttons (the product page and the cart, docs/spec.md §4). The caller decides what the
 * buttons mean: the product page disables − at 1, the cart removes the line instead. The value is a live
 * region so a screen reader hears the new quantity after each press.
 *
 * With `kept` (a number kept by @kingside/ui's serverDrawn.ts, at least `min`), the server's copy works before
 * start-up: the early-input script steps its number, and the live page starts from it.
 */
export function QuantityStepper({
  value,
  onDecrement,
  onIncrement,
  decrementDisabled = false,
  incrementDisabled = false,
  disabled = false,
  label = 'Quantity',
  decrementLabel = 'Decrease quantity',
  incrementLabel = 'Increase quantity',
  kept,
}: {
  value: number;
  onDecrement: () => void;
  onIncrement: () => void;
  decrementDisabled?: boolean;
  incrementDisabled?: boolean;
  /** both buttons, e.g. while a change is being saved */
  disabled?: boolean;
  label?: string;
  decrementLabel?: string;
  incrementLabel?: string;
  kept?: { min: number; props: KeepProps<HTMLOutputElement> };
}) {
  // Only on the server's copy: the early-input script's steps would answer the live page's presses too.
  const stepsEarly = usePrerendering() && kept !== undefined && !disabled;
  const early = stepsEarly ? { [EARLY_STEPPER_ATTRIBUTE]: '', [EARLY_MIN_ATTRIBUTE]: String(kept.min) } : {};
  const step = (by: number) => (stepsEarly ? by : null);
  return (
    <div role="group" aria-label={label} css={groupStyle} {...early}>
      <StepButton label={decrementLabel} disabled={disabled || decrementDisabled} onClick={onDecrement} step={step(-1)}>
        −
      </StepButton>
      <output
        {...kept?.props}
        aria-live="polite"
        data-testid="quantity"
        css={(t) => ({
          minWidth: 44,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          borderLeft: `1px solid ${t.colors.line}`,
          borderRight: `1px solid ${t.colors.line}`,
        })}
      >
        {value}
      </output>
      <StepButton label={incrementLabel} disabled={disabled || incrementDisabled} onClick={onIncrement} step={step(1)}>
        +
      </StepButton>
    </div>
  );
}
