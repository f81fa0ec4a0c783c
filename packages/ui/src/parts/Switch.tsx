import { css, type Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';

const trackStyle = (theme: Theme) => css`
  position: relative;
  width: 46px;
  height: 26px;
  flex: none;
  border-radius: ${theme.radius.pill};
  border: 0;
  padding: 0;
  cursor: pointer;
  background: #c9ccca;
  transition: background 0.15s;
  &[aria-checked='true'] {
    background: ${theme.colors.primary};
  }
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: #fff;
    transition: transform 0.15s;
  }
  &[aria-checked='true']::after {
    transform: translateX(20px);
  }
`;

/** An on/off switch (role="switch"), operable with Space and Enter like any button. */
export function Switch({
  checked,
  onChange,
  label,
  description,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: 14 }}>
      <button
        type="button"
        role="switch"
        id={id}
        aria-checked={checked}
        aria-describedby={description ? `${id}-d` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        css={trackStyle}
      />
      <div>
        <label htmlFor={id} css={{ fontWeight: 600, cursor: 'pointer' }}>
          {label}
        </label>
        {description ? (
          <p id={`${id}-d`} css={(t) => ({ margin: 0, fontSize: '0.875rem', color: t.colors.muted })}>
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
