import { OPENINGS_COPY, REPERTOIRE_COLORS, type RepertoireColor } from '@kingside/contracts/training';
import { Button, serverMessage, TextArea } from '@kingside/ui';
import { useId, useState } from 'react';
import { useLearnAddRepertoirePgnMutation } from './openingsApi';

/**
 * Add by PGN (docs/spec.md §2.34): one or more games with their variations, for the colour chosen (POST
 * /api/me/repertoire/{color}/pgn). A refused PGN says the api's message, naming the game, and adds nothing.
 */
export function PgnForm({ token }: { token: string }) {
  const [color, setColor] = useState<RepertoireColor>('white');
  const [pgn, setPgn] = useState('');
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const [addPgn, adding] = useLearnAddRepertoirePgnMutation();
  const name = useId();

  return (
    <section aria-labelledby={`${name}-heading`} css={{ marginTop: 40 }}>
      <h2 id={`${name}-heading`}>{OPENINGS_COPY.addByPgn}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setStatus(null);
          addPgn({ token, color, pgn })
            .unwrap()
            .then(
              (change) => {
                setStatus({ text: OPENINGS_COPY.added(change.added), failed: false });
                setPgn('');
              },
              (error: unknown) => setStatus({ text: serverMessage(error, OPENINGS_COPY.failed), failed: true }),
            );
        }}
      >
        <fieldset css={{ border: 'none', padding: 0, margin: '0 0 12px', display: 'flex', gap: 16 }}>
          <legend css={{ fontWeight: 600, marginBottom: 4 }}>{OPENINGS_COPY.colorLabel}</legend>
          {REPERTOIRE_COLORS.map((option) => (
            <label key={option} css={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
              <input type="radio" name={`${name}-color`} value={option} checked={color === option} onChange={() => setColor(option)} />
              {OPENINGS_COPY.colorNames[option]}
            </label>
          ))}
        </fieldset>
        <TextArea label={OPENINGS_COPY.pgnLabel} rows={8} value={pgn} onChange={(event) => setPgn(event.target.value)} />
        <Button type="submit" disabled={!pgn.trim() || adding.isLoading}>
          {OPENINGS_COPY.addPgn}
        </Button>
        <p role={status?.failed ? 'alert' : 'status'} css={(t) => ({ color: status?.failed ? t.colors.danger : t.colors.success })}>
          {status?.text ?? ''}
        </p>
      </form>
    </section>
  );
}
