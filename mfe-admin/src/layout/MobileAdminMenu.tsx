import type { AdminUser } from '@kingside/contracts';
import { useModalDialog } from '@kingside/ui/parts';
import { Sidebar } from './Sidebar';

export const MOBILE_MENU_ID = 'admin-mobile-menu';

/**
 * The admin menu as a slide-out panel on small screens (docs/spec.md §2). A native modal <dialog>: the browser
 * keeps focus inside, closes it on Escape and gives focus back to the button that opened it.
 */
export function MobileAdminMenu({
  open,
  onClose,
  user,
  onLogout,
}: {
  open: boolean;
  onClose: () => void;
  user: AdminUser;
  onLogout: () => void;
}) {
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      id={MOBILE_MENU_ID}
      aria-label="Admin menu"
      onClose={onClose}
      onCancel={onClose}
      // A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      css={(t) => ({
        margin: 0,
        padding: 20,
        border: 0,
        height: '100dvh',
        maxHeight: '100dvh',
        width: 'min(300px, 85vw)',
        background: t.colors.night,
        color: '#fff',
        '&::backdrop': { background: 'rgba(0,0,0,.45)' },
      })}
    >
      {open ? (
        <div css={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
          <button
            type="button"
            aria-label="Close admin menu"
            onClick={onClose}
            css={{
              alignSelf: 'flex-end',
              background: 'transparent',
              border: 0,
              color: '#fff',
              fontSize: '1.6rem',
              cursor: 'pointer',
              lineHeight: 1,
            }}
          >
            ×
          </button>
          <Sidebar user={user} onNavigate={onClose} onLogout={onLogout} />
        </div>
      ) : null}
    </dialog>
  );
}
