import { formatDateTime } from '@kingside/contracts';
import type { PreviewLink } from '@kingside/contracts/deployments';
import { Button, buttonStyle, Input, useToast } from '@kingside/ui';
import { Dialog } from '@kingside/ui/parts';
import { useLayoutEffect, useRef } from 'react';
import { DEPLOYMENTS_COPY, versionName } from './copy';

/**
 * A version's preview link (issue 45), as the api gave it: what it does and until when, the link itself in a read-only
 * field (selected when focused, for copying by hand), Copy link where the browser allows it, and Open preview in a new
 * tab (that browser then previews the version: the cookie is the browser's, the admin's screen stays as it is).
 * Focus starts on the link and goes back to the button that asked for it.
 */
export function PreviewLinkDialog({ label, link, onClose }: { label: string; link: PreviewLink; onClose: () => void }) {
  /** around the link's field (the kit's Input takes no ref) */
  const fieldBox = useRef<HTMLDivElement>(null);
  const field = () => fieldBox.current?.querySelector('input');
  const toast = useToast();
  const copy = DEPLOYMENTS_COPY.preview;
  const version = versionName(link.version);

  // Before the dialog's showModal (a passive effect): `activeElement` is still the button that opened it.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    field()?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  const copyLink = async () => {
    try {
      await clipboard!.writeText(link.url);
      toast.success(copy.copied);
    } catch {
      // Refused by the browser: the field is there to copy from.
      field()?.select();
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={copy.title(label, version)}
      description={copy.text(label, version, formatDateTime(link.expiresAt))}
    >
      <div ref={fieldBox}>
        <Input label={copy.field} value={link.url} readOnly onFocus={(event) => event.currentTarget.select()} />
      </div>
      <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 12, marginTop: 20 }}>
        <button type="button" css={buttonStyle('outline')} onClick={onClose}>
          {copy.close}
        </button>
        {clipboard ? (
          <Button variant="outline" onClick={() => void copyLink()}>
            {copy.copy}
          </Button>
        ) : null}
        <a href={link.url} target="_blank" rel="noopener noreferrer" css={buttonStyle('primary')}>
          {copy.open}
        </a>
      </div>
    </Dialog>
  );
}
