import { BACK_OFFICE_MESSAGES, pageTitle, type CatalogueInputs, type CatalogueKind } from '@kingside/contracts';
import { serverMessage, useDocumentTitle, useNavigate, useToast } from '@kingside/ui';
import { useId } from 'react';
import { useAdminCatalogueCreateMutation } from '../catalogue/catalogueApi';
import { useAdminAuthFailure } from '../session/useAdminAuthFailure';
import { KIT_COPY } from './copy';
import { emptyForm } from './formValues';
import { resourcePaths, type ResourceDefinition } from './resource';
import { FormCard, ofKind, UnsavedChangesDialog, useResourceForm } from './ResourceForm';
import { PageFrame } from './ResourcePageFrame';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/** …/new: an empty form; Create posts it and opens the new record's edit page. */
export function ResourceCreatePage<K extends CatalogueKind>({ resource }: { resource: ResourceDefinition<K> }) {
  const { labels, kind } = resource;
  const heading = KIT_COPY.newItem(labels.singular);
  useDocumentTitle(pageTitle(heading));
  const headingId = useId();
  const form = useResourceForm(resource, emptyForm(resource));
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const [create, { isLoading }] = useAdminCatalogueCreateMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const authFailure = useAdminAuthFailure();

  const save = async (input: CatalogueInputs[K]) => {
    try {
      const { record } = await create({ kind, input }).unwrap();
      toast.success(BACK_OFFICE_MESSAGES.created, resource.titleOf(ofKind<K>(record)));
      guard.release();
      navigate(resourcePaths(kind).edit(record.id), { replace: true });
    } catch (failure) {
      if (!authFailure(failure)) toast.error(BACK_OFFICE_MESSAGES.saveFailed, serverMessage(failure, KIT_COPY.tryAgainLater));
    }
  };

  return (
    <PageFrame resource={resource} heading={heading} headingId={headingId}>
      <FormCard
        resource={resource}
        form={form}
        labelledBy={headingId}
        onValid={save}
        submitLabel={KIT_COPY.create(labels.singular)}
        busyLabel={KIT_COPY.creating}
        busy={isLoading}
      />
      <UnsavedChangesDialog guard={guard} />
    </PageFrame>
  );
}
