import { BACK_OFFICE_MESSAGES, pageTitle, type CatalogueInputs, type CatalogueKind } from '@kingside/contracts';
import { Badge, Button, buttonStyle, errorStatus, NotFound, serverMessage, useDocumentTitle, useParams, useToast } from '@kingside/ui';
import { useEffect, useId, useRef, useState } from 'react';
import {
  useAdminCatalogueArchiveMutation,
  useAdminCatalogueGetQuery,
  useAdminCatalogueUpdateMutation,
  type LoadedRecord,
} from '../catalogue/catalogueApi';
import { useAdminAuthFailure, useAuthFailureOfRead } from '../session/useAdminAuthFailure';
import { AlertPanel } from './AlertPanel';
import { ConfirmDialog } from './ConfirmDialog';
import { KIT_COPY } from './copy';
import { changedFields, recordToForm } from './formValues';
import { LoadError } from './LoadError';
import { PageLoading } from './PageLoading';
import type { ResourceDefinition } from './resource';
import { FormCard, ofKind, UnsavedChangesDialog, useResourceForm } from './ResourceForm';
import { PageFrame } from './ResourcePageFrame';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/** …/{id}: the record loaded, then edited by EditRecord. */
export function ResourceEditPage<K extends CatalogueKind>({ resource }: { resource: ResourceDefinition<K> }) {
  const { id: param } = useParams();
  const id = Number(param);
  if (!/^[1-9]\d*$/.test(param ?? '') || !Number.isSafeInteger(id)) return <NotFound />;
  return <LoadRecord key={`${resource.kind}:${id}`} resource={resource} id={id} />;
}

function LoadRecord<K extends CatalogueKind>({ resource, id }: { resource: ResourceDefinition<K>; id: number }) {
  useDocumentTitle(pageTitle(KIT_COPY.editItem(resource.labels.singular)));
  const { data, error, isError, refetch } = useAdminCatalogueGetQuery({ kind: resource.kind, id });
  useAuthFailureOfRead(error);

  if (!data) {
    if (isError && errorStatus(error) === 404) return <NotFound />;
    return (
      <PageFrame resource={resource} heading={KIT_COPY.editItem(resource.labels.singular)}>
        {isError ? (
          <LoadError message={KIT_COPY.loadItemFailed(resource.labels.singular)} onRetry={() => void refetch()} />
        ) : (
          <PageLoading message={KIT_COPY.loading(resource.labels.singular)} />
        )}
      </PageFrame>
    );
  }
  return <EditRecord resource={resource} id={id} loaded={data} reload={() => refetch().unwrap()} />;
}

function EditRecord<K extends CatalogueKind>({
  resource,
  id,
  loaded,
  reload,
}: {
  resource: ResourceDefinition<K>;
  id: number;
  loaded: LoadedRecord;
  reload: () => Promise<LoadedRecord>;
}) {
  const { labels, kind } = resource;
  const headingId = useId();
  /** The version being edited: what the form started from, what a PATCH is compared with and names in If-Match. */
  const [base, setBase] = useState(loaded);
  const record = ofKind<K>(base.record);
  const form = useResourceForm(resource, recordToForm(resource, record));
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const [update, { isLoading: saving }] = useAdminCatalogueUpdateMutation();
  const [archive, { isLoading: archiving }] = useAdminCatalogueArchiveMutation();
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const reloadRef = useRef<HTMLButtonElement>(null);
  const toast = useToast();
  const authFailure = useAdminAuthFailure();

  // The conflict needs the admin's decision: the way out (Reload) gets the focus.
  useEffect(() => {
    if (conflict) reloadRef.current?.focus();
  }, [conflict]);

  /** A new version to edit from; `keepEdits` keeps what the admin typed meanwhile (after an archive or restore). */
  const rebase = (next: LoadedRecord, keepEdits: boolean) => {
    setBase(next);
    form.reset(recordToForm(resource, ofKind<K>(next.record)), keepEdits ? { keepDirtyValues: true } : undefined);
  };

  /** Any failure: the sign-out of a 401/403, the conflict of a 412, or a toast with the server's message. */
  const failed = (failure: unknown, title: string) => {
    if (authFailure(failure)) return;
    if (errorStatus(failure) === 412) setConflict(true);
    else toast.error(title, serverMessage(failure, KIT_COPY.tryAgainLater));
  };

  const save = async (input: CatalogueInputs[K]) => {
    const patch = changedFields(resource, input, record);
    if (Object.keys(patch).length === 0) {
      form.reset(recordToForm(resource, record));
      toast.success(KIT_COPY.noChanges);
      return;
    }
    try {
      const saved = await update({ kind, id, etag: base.etag, patch }).unwrap();
      rebase(saved, false);
      setConflict(false);
      toast.success(BACK_OFFICE_MESSAGES.saved, resource.titleOf(ofKind<K>(saved.record)));
    } catch (failure) {
      failed(failure, BACK_OFFICE_MESSAGES.saveFailed);
    }
  };

  /** After a 412: the record as it is now, and the form reset to it (the stale edits are dropped). */
  const reloadRecord = async () => {
    setReloading(true);
    try {
      rebase(await reload(), false);
      setConflict(false);
    } catch (failure) {
      if (!authFailure(failure)) toast.error(KIT_COPY.reloadFailed, serverMessage(failure, KIT_COPY.tryAgainLater));
    } finally {
      setReloading(false);
    }
  };

  const archiveOrRestore = async () => {
    const title = resource.titleOf(record);
    try {
      if (record.archived) {
        rebase(await update({ kind, id, etag: base.etag, patch: { archived: false } }).unwrap(), true);
        toast.success(BACK_OFFICE_MESSAGES.restored, title);
      } else {
        await archive({ kind, id, etag: base.etag }).unwrap();
        toast.success(BACK_OFFICE_MESSAGES.archived, title);
        // DELETE answers 204: the new version comes from reading the record again.
        await reload()
          .then((next) => rebase(next, true))
          .catch(() => setBase((current) => ({ ...current, record: { ...current.record, archived: true } })));
      }
    } catch (failure) {
      failed(failure, record.archived ? KIT_COPY.restoreFailed : KIT_COPY.archiveFailed);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <PageFrame
      resource={resource}
      heading={KIT_COPY.editItem(labels.singular)}
      headingId={headingId}
      aside={
        <Button variant={record.archived ? 'outline' : 'danger'} onClick={() => setConfirming(true)}>
          {record.archived ? KIT_COPY.restore : KIT_COPY.archive}
        </Button>
      }
    >
      <p css={{ margin: '0 0 16px', fontSize: '1.1rem', fontWeight: 600, overflowWrap: 'anywhere' }}>{resource.titleOf(record)}</p>
      {record.archived ? (
        <p css={(t) => ({ margin: '0 0 16px', color: t.colors.inkSoft })}>
          <Badge>{KIT_COPY.status.archived}</Badge> {KIT_COPY.archivedNotice(labels.singular)}
        </p>
      ) : null}
      {conflict ? (
        <AlertPanel css={{ marginBottom: 16 }}>
          <span>{BACK_OFFICE_MESSAGES.conflict}</span>
          <button ref={reloadRef} type="button" css={buttonStyle('outline', 'sm')} disabled={reloading} onClick={() => void reloadRecord()}>
            {BACK_OFFICE_MESSAGES.reload}
          </button>
        </AlertPanel>
      ) : null}
      <FormCard
        resource={resource}
        form={form}
        labelledBy={headingId}
        onValid={save}
        submitLabel={KIT_COPY.save}
        busyLabel={KIT_COPY.saving}
        busy={saving}
      />
      <ConfirmDialog
        open={confirming}
        title={record.archived ? KIT_COPY.confirmRestore(labels.singular) : KIT_COPY.confirmArchive(labels.singular)}
        description={record.archived ? KIT_COPY.confirmRestoreText : KIT_COPY.confirmArchiveText}
        confirmLabel={record.archived ? KIT_COPY.restore : KIT_COPY.archive}
        destructive={!record.archived}
        busy={saving || archiving}
        onConfirm={() => void archiveOrRestore()}
        onCancel={() => setConfirming(false)}
      />
      <UnsavedChangesDialog guard={guard} />
    </PageFrame>
  );
}
