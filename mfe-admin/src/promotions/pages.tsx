import { formatCents, formatDateTime, ORDER_STATUS_LABELS, ROUTES, type OrderStatus } from '@kingside/contracts';
import { Card, CardBody, Link, NotFound, useToast } from '@kingside/ui';
import { useId, type ReactNode } from 'react';
import type { FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import { RecordCreatePage } from '../kit/RecordCreatePage';
import { RecordEditFrame, RecordLoad, useRecordId } from '../kit/RecordEditPage';
import type { PageNoun } from '../kit/ResourcePageFrame';
import { useRecordEditor, type Versioned } from '../kit/useRecordEditor';
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
 * The create and edit pages of discount codes and bundles (docs/spec.md §2.35): the kit's record pages (the schema's
 * messages at the fields, "Created" and the record's edit page, Save changes with the version in If-Match only when
 * something changed, a 412 with Reload, the question before leaving unsaved changes), saved whole with PUT, and End
 * (asked first; the api ends at once, audited) instead of Archive.
 */

const CODE: PageNoun = { singular: 'discount code', plural: 'discount codes', listPath: ROUTES.adminDiscountCodes };
const BUNDLE: PageNoun = { singular: 'bundle', plural: 'bundles', listPath: ROUTES.adminBundles };

/** …/{id} of either kind: the kit's edit page, a whole record saved with PUT, and End asked first. */
function EditRecord<R, V extends FieldValues, I>({
  noun,
  loaded,
  reload,
  toForm,
  resolver,
  fields,
  save,
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
  noun: PageNoun;
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
  const toast = useToast();
  const editor = useRecordEditor({ loaded, reload, toForm, resolver, save: (input, base) => save(input, base.etag), titleOf });
  const isEnded = ended(editor.record);

  const endRecord = async (etag: string) => {
    editor.rebase(await end(etag), true);
    toast.success(PROMOTIONS_COPY.ended, editor.title);
  };

  return (
    <RecordEditFrame
      editor={editor}
      noun={noun}
      fields={fields}
      saving={saving}
      status={isEnded ? { badge: PROMOTIONS_COPY.ended, notice: endedNotice } : null}
      stateChange={{
        label: PROMOTIONS_COPY.end,
        destructive: true,
        offered: !isEnded,
        question: endTitle,
        description: endText,
        busy: ending,
        onConfirm: () => void editor.change(endRecord, PROMOTIONS_COPY.endFailed),
      }}
    >
      {details?.(editor.record)}
    </RecordEditFrame>
  );
}

export function CodeCreatePage() {
  const [create, { isLoading }] = useAdminPromotionCreateCodeMutation();
  return (
    <RecordCreatePage<CodeFormValues, Parameters<typeof create>[0]>
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
    <RecordCreatePage<BundleFormValues, Parameters<typeof create>[0]>
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
    <RecordLoad noun={CODE} query={query}>
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
    </RecordLoad>
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
    <RecordLoad noun={BUNDLE} query={query}>
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
    </RecordLoad>
  );
}
