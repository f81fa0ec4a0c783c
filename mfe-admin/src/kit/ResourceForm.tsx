import { BACK_OFFICE_MESSAGES, type AdminRecord, type CatalogueInputs, type CatalogueKind } from '@kingside/contracts';
import { catalogueCreateSchemas } from '@kingside/contracts/schemas';
import { Button, Card, CardBody } from '@kingside/ui';
import { useMemo, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { AnyAdminRecord } from '../catalogue/catalogueApi';
import { ConfirmDialog } from './ConfirmDialog';
import { KIT_COPY } from './copy';
import { resourceResolver, type FormValues } from './formValues';
import type { ResourceDefinition } from './resource';
import { ResourceFields } from './ResourceFields';
import type { NavigationGuard } from './useUnsavedChangesGuard';

/*
 * What every record page's form shares (a catalogue resource's and a promotion's): the form, its card, and the
 * question before leaving it unsaved.
 */

export type ResourceForm<K extends CatalogueKind> = UseFormReturn<FormValues, unknown, CatalogueInputs[K]>;

/** The api's records are of any kind; a resource's pages know theirs. */
export const ofKind = <K extends CatalogueKind>(record: AnyAdminRecord) => record as unknown as AdminRecord<K>;

/** A back-office form: checked on submit (then on every change) by `resolver`, the contracts' joi schema on its input. */
export const useAdminForm = <V extends FieldValues, I>(defaultValues: V, resolver: Resolver<V, unknown, I>): UseFormReturn<V, unknown, I> =>
  useForm<V, unknown, I>({ defaultValues: defaultValues as DefaultValues<V>, resolver, mode: 'onSubmit', reValidateMode: 'onChange' });

/** A resource's resolver: its fields as text, converted and checked by the kind's joi schema. */
export const useResourceResolver = <K extends CatalogueKind>(resource: ResourceDefinition<K>) =>
  useMemo(() => resourceResolver(resource, catalogueCreateSchemas[resource.kind]), [resource]);

/** A resource's fields, for a record page's form. */
export const resourceFields =
  <K extends CatalogueKind>(resource: ResourceDefinition<K>) =>
  (form: ResourceForm<K>) => <ResourceFields resource={resource} form={form as unknown as UseFormReturn<FormValues, unknown, unknown>} />;

/** Asks before leaving with unsaved changes (the guard holds the navigation meanwhile). */
export function UnsavedChangesDialog({ guard }: { guard: NavigationGuard }) {
  return (
    <ConfirmDialog
      open={guard.state === 'blocked'}
      title={KIT_COPY.leaveTitle}
      description={BACK_OFFICE_MESSAGES.unsavedChanges}
      confirmLabel={KIT_COPY.leave}
      cancelLabel={KIT_COPY.stay}
      destructive
      onConfirm={guard.proceed}
      onCancel={guard.reset}
    />
  );
}

/** The card holding a form's fields (`children`) and its submit button. */
export function FormCard<V extends FieldValues, I>({
  form,
  labelledBy,
  onValid,
  submitLabel,
  busyLabel,
  busy,
  children,
}: {
  form: UseFormReturn<V, unknown, I>;
  labelledBy: string;
  onValid: (input: I) => Promise<void>;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Card as="div">
      <CardBody>
        {/* noValidate: the schema's messages, at the fields, instead of the browser's bubbles */}
        <form noValidate aria-labelledby={labelledBy} onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
          {children}
          <div css={{ display: 'flex', gap: 12, marginTop: 12 }}>
            <Button type="submit" disabled={busy}>
              {busy ? busyLabel : submitLabel}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
