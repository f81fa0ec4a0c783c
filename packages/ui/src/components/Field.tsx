import { css, type Theme } from '@emotion/react';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const controlStyle = (theme: Theme) => css`
  width: 100%;
  padding: 10px 12px;
  font: inherit;
  color: ${theme.colors.ink};
  background: ${theme.colors.paper};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.sm};
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
`;

const labelStyle = css`
  display: block;
  font-weight: 600;
  font-size: 0.9rem;
  margin-bottom: 6px;
`;

/*
 * The message line is always there, empty until needed: a message that appears on blur must not push the
 * form down, or the click on the button below (pressed as the field blurs) lands on nothing.
 */
const errorStyle = (theme: Theme) => css`
  margin: 4px 0 0;
  min-height: 1.3rem;
  line-height: 1.3rem;
  color: ${theme.colors.danger};
  font-size: 0.85rem;
`;

interface FieldChrome {
  label: ReactNode;
  /** inline validation message; also announced through aria-describedby */
  error?: string | undefined;
  hint?: ReactNode;
}

function useFieldIds(id?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, errorId: `${controlId}-error`, hintId: `${controlId}-hint` };
}

function Chrome({
  label,
  error,
  hint,
  controlId,
  errorId,
  hintId,
  children,
}: FieldChrome & ReturnType<typeof useFieldIds> & { children: ReactNode }) {
  return (
    <div css={{ marginBottom: 8 }}>
      <label htmlFor={controlId} css={labelStyle}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintId} css={(t) => ({ margin: '6px 0 0', fontSize: '0.85rem', color: t.colors.muted })}>
          {hint}
        </p>
      ) : null}
      <p id={errorId} role={error ? 'alert' : undefined} css={errorStyle}>
        {error ?? ''}
      </p>
    </div>
  );
}

function describedBy(props: { error?: string | undefined; hint?: ReactNode }, ids: { errorId: string; hintId: string }) {
  return [props.hint ? ids.hintId : null, props.error ? ids.errorId : null].filter(Boolean).join(' ') || undefined;
}

export type InputProps = FieldChrome & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input with its inline error. */
export function Input({ label, error, hint, id, ...rest }: InputProps) {
  const ids = useFieldIds(id);
  return (
    <Chrome label={label} error={error} hint={hint} {...ids}>
      <input
        id={ids.controlId}
        css={controlStyle}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ error, hint }, ids)}
        {...rest}
      />
    </Chrome>
  );
}

export type TextAreaProps = FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextArea({ label, error, hint, id, ...rest }: TextAreaProps) {
  const ids = useFieldIds(id);
  return (
    <Chrome label={label} error={error} hint={hint} {...ids}>
      <textarea
        id={ids.controlId}
        css={controlStyle}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ error, hint }, ids)}
        rows={5}
        {...rest}
      />
    </Chrome>
  );
}

export type SelectProps = FieldChrome & SelectHTMLAttributes<HTMLSelectElement>;

export function Select({ label, error, hint, id, children, ...rest }: SelectProps) {
  const ids = useFieldIds(id);
  return (
    <Chrome label={label} error={error} hint={hint} {...ids}>
      <select
        id={ids.controlId}
        css={controlStyle}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ error, hint }, ids)}
        {...rest}
      >
        {children}
      </select>
    </Chrome>
  );
}
