import { BACK_OFFICE_MESSAGES, pageTitle, type AdminRecord, type CatalogueInputs, type CatalogueKind } from '@kingside/contracts';
import { catalogueCreateSchemas } from '@kingside/contracts/schemas';
import {
  Badge,
  Button,
  buttonStyle,
  Card,
  CardBody,
  errorStatus,
  Link,
  NotFound,
  PageHeading,
  serverMessage,
  useDocumentTitle,
  useNavigate,
  useParams,
  useToast,
} from '@kingside/ui';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import {
  useAdminCatalogueArchiveMutation,
  useAdminCatalogueCreateMutation,
  useAdminCatalogueGetQuery,
  useAdminCatalogueUpdateMutation,
  type AnyAdminRecord,
  type LoadedRecord,
} from '../catalogue/catalogueApi';
import { useAdminAuthFailure } from '../session/useAdminAuthFailure';
import { AlertPanel } from './AlertPanel';
import { ConfirmDialog } from './ConfirmDialog';
import { KIT_COPY } from './copy';
import { changedFields, emptyForm, recordToForm, resourceResolver, type FormValues } from './formValues';
import { LoadError } from './LoadError';
import { PageLoading } from './PageLoading';
import { resourcePaths, type ResourceDefinition } from './resource';
import { ResourceFields } from './ResourceFields';
import { useUnsavedChangesGuard, type NavigationGuard } from './useUnsavedChangesGuard';

type ResourceForm<K extends CatalogueKind> = UseFormReturn<FormValues, unknown, CatalogueInputs[K]>;

/** The api's records are of any kind; a resource's pages know theirs. */
const ofKind = <K extends CatalogueKind>(record: AnyAdminRecord) => record as unknown as AdminRecord<K>;

/** A resource's form: its fields as text, checked on submit (then on every change) by the kind's joi schema. */
function useResourceForm<K extends CatalogueKind>(resource: ResourceDefinition<K>, defaultValues: FormValues): ResourceForm<K> {
  const resolver = useMemo(() => resourceResolver(resource, catalogueCreateSchemas[resource.kind]), [resource]);
  return useForm<FormValues, unknown, CatalogueInputs[K]>({ defaultValues, resolver, mode: 'onSubmit', reValidateMode: 'onChange' });
}

/** Asks before leaving with unsaved changes (the guard holds the navigation meanwhile). */
function UnsavedChangesDialog({ guard }: { guard: NavigationGuard }) {
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

function PageFrame<K extends CatalogueKind>({
  resource,
  heading,
  headingId,
  aside,
  children,
}: {
  resource: ResourceDefinition<K>;
  heading: string;
  headingId?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <Link to={resourcePaths(resource.kind).list} css={{ display: 'inline-block', marginBottom: 12, fontWeight: 600 }}>
        ← {KIT_COPY.backToList(resource.labels.plural)}
      </Link>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginBottom: 16 }}>
        <PageHeading id={headingId} css={{ margin: 0 }}>
          {heading}
        </PageHeading>
        {aside}
      </div>
      {children}
    </>
  );
}

function FormCard<K extends CatalogueKind>({
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
  const authFailure = useAdminAuthFailure();
  useEffect(() => {
    if (error) authFailure(error);
  }, [error, authFailure]);

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
