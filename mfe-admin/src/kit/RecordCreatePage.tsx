import { BACK_OFFICE_MESSAGES, pageTitle } from '@kingside/contracts';
import { serverMessage, useDocumentTitle, useNavigate, useToast } from '@kingside/ui';
import { useId, type ReactNode } from 'react';
import type { FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import { useAdminAuthFailure } from '../session/useAdminAuthFailure';
import { KIT_COPY } from './copy';
import { FormCard, UnsavedChangesDialog, useAdminForm } from './ResourceForm';
import { PageFrame, type PageNoun } from './ResourcePageFrame';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/** …/new of any record: an empty form; Create posts it and opens the new record's edit page. */
export function RecordCreatePage<V extends FieldValues, I>({
  noun,
  defaults,
  resolver,
  fields,
  create,
  busy,
  pathOf,
}: {
  noun: PageNoun;
  defaults: V;
  resolver: Resolver<V, unknown, I>;
  fields: (form: UseFormReturn<V, unknown, I>) => ReactNode;
  /** posts the input; answers the new record's id and title */
  create: (input: I) => Promise<{ id: number; title: string }>;
  busy: boolean;
  /** the new record's edit page */
  pathOf: (id: number) => string;
}) {
  const heading = KIT_COPY.newItem(noun.singular);
  useDocumentTitle(pageTitle(heading));
  const headingId = useId();
  const form = useAdminForm(defaults, resolver);
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const toast = useToast();
  const navigate = useNavigate();
  const authFailure = useAdminAuthFailure();

  const save = async (input: I) => {
    try {
      const created = await create(input);
      toast.success(BACK_OFFICE_MESSAGES.created, created.title);
      guard.release();
      navigate(pathOf(created.id), { replace: true });
    } catch (failure) {
      if (!authFailure(failure)) toast.error(BACK_OFFICE_MESSAGES.saveFailed, serverMessage(failure, KIT_COPY.tryAgainLater));
    }
  };

  return (
    <PageFrame noun={noun} heading={heading} headingId={headingId}>
      <FormCard
        form={form}
        labelledBy={headingId}
        onValid={save}
        submitLabel={KIT_COPY.create(noun.singular)}
        busyLabel={KIT_COPY.creating}
        busy={busy}
      >
        {fields(form)}
      </FormCard>
      <UnsavedChangesDialog guard={guard} />
    </PageFrame>
  );
}
