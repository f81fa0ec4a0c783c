import {
  BACK_OFFICE_MESSAGES,
  formatCents,
  formatDateTime,
  ORDER_STATUS_LABELS,
  pageTitle,
  ROUTES,
  type OrderStatus,
} from '@kingside/contracts';
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
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { AlertPanel } from '../kit/AlertPanel';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { KIT_COPY } from '../kit/copy';
import { LoadError } from '../kit/LoadError';
import { PageLoading } from '../kit/PageLoading';
import { UnsavedChangesDialog } from '../kit/ResourceForm';
import { useUnsavedChangesGuard } from '../kit/useUnsavedChangesGuard';
import { useAdminAuthFailure, useAuthFailureOfRead } from '../session/useAdminAuthFailure';
import { PROMOTIONS_COPY } from './copy';
import {
  BundleFields,
  bundleResolver,
  bundleToForm,
  CodeFields,
  codeResolver,
  codeToForm,
  emptyBundleForm,
  emptyCodeForm,
  type BundleFormValues,
  type CodeFormValues,
} from './forms';
import { bundlePath, codeDiscount, codePath, codeRuns, CodeStateBadge } from './lists';
import {
  useAdminPromotionBundleQuery,
  useAdminPromotionCodeQuery,
  useAdminPromotionCreateBundleMutation,
  useAdminPromotionCreateCodeMutation,
  useAdminPromotionEndMutation,
  useAdminPromotionSaveBundleMutation,
  useAdminPromotionSaveCodeMutation,
  type CodeUse,
  type LoadedBundle,
  type LoadedCode,
} from './promotionsApi';

/*
 * The create and edit pages of discount codes and bundles (docs/spec.md §2.35), as the kit's resource pages behave:
 * the schema's messages at the fields, "Created" and the record's edit page, Save changes with the version in If-Match
 * (only when something changed), a 412 says so with Reload (focused), the question before leaving unsaved changes, and
 * End (asked first; the api ends at once, audited) instead of Archive.
 */

interface Noun {
  singular: string;
  plural: string;
  listPath: string;
}
const CODE: Noun = { singular: 'discount code', plural: 'discount codes', listPath: ROUTES.adminDiscountCodes };
const BUNDLE: Noun = { singular: 'bundle', plural: 'bundles', listPath: ROUTES.adminBundles };

function Frame({
  noun,
  heading,
  headingId,
  aside,
  children,
}: {
  noun: Noun;
  heading: string;
  headingId?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <Link to={noun.listPath} css={{ display: 'inline-block', marginBottom: 12, fontWeight: 600 }}>
        ← {KIT_COPY.backToList(noun.plural)}
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

function FormCard<V extends FieldValues, I>({
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

const useTypedForm = <V extends FieldValues, I>(defaultValues: V, resolver: Resolver<V, unknown, I>) =>
  useForm<V, unknown, I>({ defaultValues: defaultValues as never, resolver, mode: 'onSubmit', reValidateMode: 'onChange' });

/** …/new of either kind: Create posts the form and opens the new record's edit page. */
function CreatePage<V extends FieldValues, I>({
  noun,
  defaults,
  resolver,
  fields,
  create,
  busy,
  pathOf,
}: {
  noun: Noun;
  defaults: V;
  resolver: Resolver<V, unknown, I>;
  fields: (form: UseFormReturn<V, unknown, I>) => ReactNode;
  create: (input: I) => Promise<{ id: number; title: string }>;
  busy: boolean;
  pathOf: (id: number) => string;
}) {
  const heading = KIT_COPY.newItem(noun.singular);
  useDocumentTitle(pageTitle(heading));
  const headingId = useId();
  const form = useTypedForm(defaults, resolver);
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
    <Frame noun={noun} heading={heading} headingId={headingId}>
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
    </Frame>
  );
}

interface Versioned<R> {
  record: R;
  etag: string;
}

/** …/{id} of either kind: the record edited from the version loaded; End asked first. */
function EditRecord<R, V extends FieldValues, I>({
  noun,
  loaded,
  reload,
  toForm,
  resolver,
  fields,
  save: saveRecord,
  saving,
  end,
  ending,
  ended,
  titleOf,
  endTitle,
  endText,
  endedNotice,
  details,
}: {
  noun: Noun;
  loaded: Versioned<R>;
  reload: () => Promise<Versioned<R>>;
  toForm: (record: R) => V;
  resolver: Resolver<V, unknown, I>;
  fields: (form: UseFormReturn<V, unknown, I>) => ReactNode;
  save: (input: I, etag: string) => Promise<Versioned<R>>;
  saving: boolean;
  end: (etag: string) => Promise<Versioned<R>>;
  ending: boolean;
  ended: (record: R) => boolean;
  titleOf: (record: R) => string;
  endTitle: string;
  endText: string;
  endedNotice: string;
  details?: (record: R) => ReactNode;
}) {
  const headingId = useId();
  const [base, setBase] = useState(loaded);
  const form = useTypedForm(toForm(base.record), resolver);
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const reloadRef = useRef<HTMLButtonElement>(null);
  const toast = useToast();
  const authFailure = useAdminAuthFailure();
  const record = base.record;

  useEffect(() => {
    if (conflict) reloadRef.current?.focus();
  }, [conflict]);

  const rebase = (next: Versioned<R>, keepEdits: boolean) => {
    setBase(next);
    form.reset(toForm(next.record), keepEdits ? { keepDirtyValues: true } : undefined);
  };
  const failed = (failure: unknown, title: string) => {
    if (authFailure(failure)) return;
    if (errorStatus(failure) === 412) setConflict(true);
    else toast.error(title, serverMessage(failure, KIT_COPY.tryAgainLater));
  };

  const save = async (input: I) => {
    // What the form holds against the version it was loaded from (a part removed and added back is no change).
    if (JSON.stringify(form.getValues()) === JSON.stringify(toForm(base.record))) {
      form.reset(toForm(base.record));
      toast.success(KIT_COPY.noChanges);
      return;
    }
    try {
      const saved = await saveRecord(input, base.etag);
      rebase(saved, false);
      setConflict(false);
      toast.success(BACK_OFFICE_MESSAGES.saved, titleOf(saved.record));
    } catch (failure) {
      failed(failure, BACK_OFFICE_MESSAGES.saveFailed);
    }
  };

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

  const endRecord = async () => {
    try {
      rebase(await end(base.etag), true);
      toast.success(PROMOTIONS_COPY.ended, titleOf(record));
    } catch (failure) {
      failed(failure, PROMOTIONS_COPY.endFailed);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Frame
      noun={noun}
      heading={KIT_COPY.editItem(noun.singular)}
      headingId={headingId}
      aside={
        ended(record) ? null : (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {PROMOTIONS_COPY.end}
          </Button>
        )
      }
    >
      <p css={{ margin: '0 0 16px', fontSize: '1.1rem', fontWeight: 600, overflowWrap: 'anywhere' }}>{titleOf(record)}</p>
      {ended(record) ? (
        <p css={(t) => ({ margin: '0 0 16px', color: t.colors.inkSoft })}>
          <Badge>{PROMOTIONS_COPY.ended}</Badge> {endedNotice}
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
      {details?.(record)}
      <FormCard form={form} labelledBy={headingId} onValid={save} submitLabel={KIT_COPY.save} busyLabel={KIT_COPY.saving} busy={saving}>
        {fields(form)}
      </FormCard>
      <ConfirmDialog
        open={confirming}
        title={endTitle}
        description={endText}
        confirmLabel={PROMOTIONS_COPY.end}
        destructive
        busy={ending}
        onConfirm={() => void endRecord()}
        onCancel={() => setConfirming(false)}
      />
      <UnsavedChangesDialog guard={guard} />
    </Frame>
  );
}

/** The id of …/{id}, or null for one that cannot be (the not-found page). */
function useRecordId(): number | null {
  const { id: param } = useParams();
  const id = Number(param);
  return /^[1-9]\d*$/.test(param ?? '') && Number.isSafeInteger(id) ? id : null;
}

/** A record's load: the not-found page for a 404, the failure with Try again, the placeholder, then `children`. */
function Loading<T>({
  noun,
  query,
  children,
}: {
  noun: Noun;
  query: { data?: T; error?: unknown; isError: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  useDocumentTitle(pageTitle(KIT_COPY.editItem(noun.singular)));
  useAuthFailureOfRead(query.error);
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError && errorStatus(query.error) === 404) return <NotFound />;
  return (
    <Frame noun={noun} heading={KIT_COPY.editItem(noun.singular)}>
      {query.isError ? (
        <LoadError message={KIT_COPY.loadItemFailed(noun.singular)} onRetry={() => void query.refetch()} />
      ) : (
        <PageLoading message={KIT_COPY.loading(noun.singular)} />
      )}
    </Frame>
  );
}

export function CodeCreatePage() {
  const [create, { isLoading }] = useAdminPromotionCreateCodeMutation();
  return (
    <CreatePage<CodeFormValues, Parameters<typeof create>[0]>
      noun={CODE}
      defaults={emptyCodeForm}
      resolver={codeResolver}
      fields={(form) => <CodeFields form={form} />}
      create={async (input) => {
        const { record } = await create(input).unwrap();
        return { id: record.id, title: record.code };
      }}
      busy={isLoading}
      pathOf={codePath}
    />
  );
}

export function BundleCreatePage() {
  const [create, { isLoading }] = useAdminPromotionCreateBundleMutation();
  return (
    <CreatePage<BundleFormValues, Parameters<typeof create>[0]>
      noun={BUNDLE}
      defaults={emptyBundleForm}
      resolver={bundleResolver}
      fields={(form) => <BundleFields form={form} />}
      create={async (input) => {
        const { record } = await create(input).unwrap();
        return { id: record.id, title: record.name };
      }}
      busy={isLoading}
      pathOf={bundlePath}
    />
  );
}

/** A code's usage: how many orders used it, and its latest orders (linked to the back office's order page). */
function CodeUsage({ record }: { record: LoadedCode['record'] }) {
  const headingId = useId();
  const uses: CodeUse[] = record.uses ?? [];
  return (
    <Card as="section" aria-labelledby={headingId} css={{ marginBottom: 16 }}>
      <CardBody>
        <h2 id={headingId} css={{ fontSize: '1.15rem', margin: '0 0 8px' }}>
          {PROMOTIONS_COPY.usage}
        </h2>
        <p css={{ margin: '0 0 8px', display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          <CodeStateBadge code={record} /> {codeDiscount(record)} · {codeRuns(record)}
        </p>
        <p data-testid="times-used" css={{ margin: '0 0 8px' }}>
          {PROMOTIONS_COPY.timesUsed(record.timesUsed)}
        </p>
        {uses.length === 0 ? (
          <p css={(t) => ({ margin: 0, color: t.colors.inkSoft })}>{PROMOTIONS_COPY.noUses}</p>
        ) : (
          <table
            css={(t) => ({
              width: '100%',
              borderCollapse: 'collapse',
              'th, td': { textAlign: 'left', padding: '6px', borderBottom: `1px solid ${t.colors.line}` },
            })}
          >
            <caption css={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>{PROMOTIONS_COPY.usesCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{PROMOTIONS_COPY.order}</th>
                <th scope="col">{PROMOTIONS_COPY.placed}</th>
                <th scope="col">{PROMOTIONS_COPY.status}</th>
                <th scope="col">{PROMOTIONS_COPY.discount}</th>
              </tr>
            </thead>
            <tbody>
              {uses.map((use) => (
                <tr key={use.orderId}>
                  <th scope="row">
                    <Link to={ROUTES.adminOrder(use.orderId)}>{`Order #${use.orderId}`}</Link>
                  </th>
                  <td>
                    <time dateTime={use.createdAt}>{formatDateTime(use.createdAt)}</time>
                  </td>
                  <td>{ORDER_STATUS_LABELS[use.status as OrderStatus] ?? use.status}</td>
                  <td>{formatCents(-use.discount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardBody>
    </Card>
  );
}

export function CodeEditPage() {
  const id = useRecordId();
  if (id === null) return <NotFound />;
  return <CodeEdit key={id} id={id} />;
}

function CodeEdit({ id }: { id: number }) {
  const query = useAdminPromotionCodeQuery(id);
  const [save, saving] = useAdminPromotionSaveCodeMutation();
  const [end, ending] = useAdminPromotionEndMutation();
  return (
    <Loading noun={CODE} query={query}>
      {(loaded: LoadedCode) => (
        <EditRecord
          noun={CODE}
          loaded={loaded}
          reload={() => query.refetch().unwrap()}
          toForm={codeToForm}
          resolver={codeResolver}
          fields={(form) => <CodeFields form={form} />}
          save={async (input, etag) => {
            const saved = await save({ id, etag, input }).unwrap();
            return { record: { ...saved.record, uses: loaded.record.uses ?? [] }, etag: saved.etag };
          }}
          saving={saving.isLoading}
          end={async (etag) => {
            const ended = await end({ kind: 'code', id, etag }).unwrap();
            return { record: { ...(ended.record as LoadedCode['record']), uses: loaded.record.uses ?? [] }, etag: ended.etag };
          }}
          ending={ending.isLoading}
          ended={(record) => record.endedAt !== null}
          titleOf={(record) => record.code}
          endTitle={PROMOTIONS_COPY.endCode}
          endText={PROMOTIONS_COPY.endCodeText}
          endedNotice={PROMOTIONS_COPY.codeEndedNotice}
          details={(record) => <CodeUsage record={record} />}
        />
      )}
    </Loading>
  );
}

export function BundleEditPage() {
  const id = useRecordId();
  if (id === null) return <NotFound />;
  return <BundleEdit key={id} id={id} />;
}

function BundleEdit({ id }: { id: number }) {
  const query = useAdminPromotionBundleQuery(id);
  const [save, saving] = useAdminPromotionSaveBundleMutation();
  const [end, ending] = useAdminPromotionEndMutation();
  return (
    <Loading noun={BUNDLE} query={query}>
      {(loaded: LoadedBundle) => (
        <EditRecord
          noun={BUNDLE}
          loaded={loaded}
          reload={() => query.refetch().unwrap()}
          toForm={bundleToForm}
          resolver={bundleResolver}
          fields={(form) => <BundleFields form={form} />}
          save={(input, etag) => save({ id, etag, input }).unwrap()}
          saving={saving.isLoading}
          end={async (etag) => (await end({ kind: 'bundle', id, etag }).unwrap()) as LoadedBundle}
          ending={ending.isLoading}
          ended={(record) => record.archived}
          titleOf={(record) => record.name}
          endTitle={PROMOTIONS_COPY.endBundle}
          endText={PROMOTIONS_COPY.endBundleText}
          endedNotice={PROMOTIONS_COPY.bundleEndedNotice}
          details={(record) => (
            <p data-testid="bundle-stock" css={{ margin: '0 0 16px' }}>
              {PROMOTIONS_COPY.stock}: {record.stock.toLocaleString('en-US')} · {PROMOTIONS_COPY.sold}:{' '}
              {record.sold.toLocaleString('en-US')}
            </p>
          )}
        />
      )}
    </Loading>
  );
}
