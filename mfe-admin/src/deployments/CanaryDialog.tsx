import { canarySchema } from '@kingside/contracts/schemas';
import { Input } from '@kingside/ui';
import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { textFormResolver, type FormValues, type TextFields } from '../kit/formValues';
import { DEPLOYMENTS_COPY } from './copy';

/** POST …/canary's body, as the contracts' canarySchema checks it. */
export interface CanaryRequest {
  version?: string;
  percent: number;
}

const FIELDS: TextFields = [{ name: 'percent', kind: 'integer' }];

/**
 * Asks what share of browsers get a version (0 ends the canary), checked by the contracts' canarySchema through
 * the kit's form: a wrong value is shown at the field with the schema's message, and nothing is sent.
 */
export function CanaryDialog({
  label,
  version,
  live,
  percent,
  busy,
  onSend,
  onCancel,
  children,
}: {
  label: string;
  version: string;
  /** the live version's name */
  live: string;
  /** the version's share now, when it is the canary */
  percent: number | undefined;
  busy: boolean;
  onSend(request: CanaryRequest): void;
  onCancel(): void;
  /** what else the dialog says (the override, the api's refusal) */
  children?: ReactNode;
}) {
  const resolver = useMemo(() => textFormResolver<CanaryRequest>(FIELDS, canarySchema, { version }), [version]);
  const form = useForm<FormValues, unknown, CanaryRequest>({
    defaultValues: { percent: percent === undefined ? '' : String(percent) },
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const submit = form.handleSubmit(onSend);
  const copy = DEPLOYMENTS_COPY.confirm.canary;
  return (
    <ConfirmDialog
      open
      title={copy.title(label, version)}
      description={copy.text(label, version, live)}
      confirmLabel={copy.answer}
      busy={busy}
      onConfirm={() => void submit()}
      onCancel={onCancel}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          label={DEPLOYMENTS_COPY.percent}
          hint={DEPLOYMENTS_COPY.percentHint}
          error={form.formState.errors.percent?.message}
          {...form.register('percent')}
        />
      </form>
      {children}
    </ConfirmDialog>
  );
}
