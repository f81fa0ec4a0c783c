import { Button } from '@kingside/ui';
import { Dialog } from '@kingside/ui/parts';
import { useState } from 'react';
import { COPY } from './auth/copy';
import { JoinInitiativeForm } from './initiative/JoinInitiativeForm';

/**
 * Chess for Revival's Join Our Initiative button and dialog (docs/spec.md §2): creates an unverified member
 * flagged as an initiative member and tells them to verify their e-mail.
 */
export default function JoinInitiative() {
  const [open, setOpen] = useState(false);
  const [joinedAs, setJoinedAs] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setJoinedAs(null);
  };
  return (
    <>
      <Button size="lg" variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Join Our Initiative
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={joinedAs ? 'Check your email' : 'Join Our Initiative'}
        description={joinedAs ? undefined : 'Create your member account to take part in Chess for Revival.'}
      >
        {joinedAs ? (
          <div role="status">
            <p>
              Welcome to Chess for Revival! We sent a verification link to <strong>{joinedAs}</strong>. {COPY.checkEmail}
            </p>
            <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button onClick={close}>Close</Button>
            </div>
          </div>
        ) : (
          <JoinInitiativeForm onCancel={close} onJoined={setJoinedAs} />
        )}
      </Dialog>
    </>
  );
}
