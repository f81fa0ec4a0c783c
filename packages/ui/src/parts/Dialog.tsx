import { css, type Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { useModalDialog } from './useModalDialog';

const dialogStyle = (theme: Theme) => css`
  border: 0;
  border-radius: ${theme.radius.lg};
  padding: ${theme.space(6)};
  width: min(480px, calc(100vw - 32px));
  box-shadow: ${theme.shadow.raised};
  &::backdrop {
    background: rgba(16, 24, 20, 0.55);
  }
`;

/**
 * A modal built on the native <dialog>: the browser traps focus, closes on Escape and restores focus to
 * the opener, which a hand-made overlay would have to reimplement.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  const ref = useModalDialog(open);
  const titleId = useId();
  const descriptionId = useId();
  return (
    <dialog
      ref={ref}
      css={dialogStyle}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onCancel={onClose}
    >
      {open ? (
        <>
          <h2 id={titleId} css={{ fontSize: '1.4rem' }}>
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} css={(t) => ({ color: t.colors.inkSoft, marginTop: 0 })}>
              {description}
            </p>
          ) : null}
          {children}
        </>
      ) : null}
    </dialog>
  );
}
