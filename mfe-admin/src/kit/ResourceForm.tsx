import { BACK_OFFICE_MESSAGES, type AdminRecord, type CatalogueInputs, type CatalogueKind } from '@kingside/contracts';
import { catalogueCreateSchemas } from '@kingside/contracts/schemas';
import { Button, Card, CardBody } from '@kingside/ui';
import { useMemo } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { AnyAdminRecord } from '../catalogue/catalogueApi';
import { ConfirmDialog } from './ConfirmDialog';
import { KIT_COPY } from './copy';
import { resourceResolver, type FormValues } from './formValues';
import type { ResourceDefinition } from './resource';
import { ResourceFields } from './ResourceFields';
import type { NavigationGuard } from './useUnsavedChangesGuard';

/* What a resource's create and edit pages share: the form, its card, and the question before leaving it unsaved. */

export type ResourceForm<K extends CatalogueKind> = UseFormReturn<FormValues, unknown, CatalogueInputs[K]>;

/** The api's records are of any kind; a resource's pages know theirs. */
export const ofKind = <K extends CatalogueKind>(record: AnyAdminRecord) => record as unknown as AdminRecord<K>;

/** A resource's form: its fields as text, checked on submit (then on every change) by the kind's joi schema. */
export function useResourceForm<K extends CatalogueKind>(resource: ResourceDefinition<K>, defaultValues: FormValues): ResourceForm<K> {
  const resolver = useMemo(() => resourceResolver(resource, catalogueCreateSchemas[resource.kind]), [resource]);
  return useForm<FormValues, unknown, CatalogueInputs[K]>({ defaultValues, resolver, mode: 'onSubmit', reValidateMode: 'onChange' });
}

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

/** The card holding a resource's fields and its submit button. */
export function FormCard<K extends CatalogueKind>({
  resource,
  form,
  labelledBy,
  onValid,
  submitLabel,
  busyLabel,
  busy,
}: {
  resource: ResourceDefinition<K>;
  form: ResourceForm<K>;
  labelledBy: string;
  onValid: (input: CatalogueInputs[K]) => Promise<void>;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
}) {
  return (
    <Card as="div">
      <CardBody>
        {/* noValidate: the schema's messages, at the fields, instead of the browser's bubbles */}
        <form noValidate aria-labelledby={labelledBy} onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
          <ResourceFields resource={resource} form={form as unknown as UseFormReturn<FormValues, unknown, unknown>} />
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
