import { BACK_OFFICE_MESSAGES, pageTitle } from '@kingside/contracts';
import { Badge, Button, buttonStyle, errorStatus, NotFound, useDocumentTitle, useParams } from '@kingside/ui';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useAuthFailureOfRead } from '../session/useAdminAuthFailure';
import { AlertPanel } from './AlertPanel';
import { ConfirmDialog } from './ConfirmDialog';
import { KIT_COPY } from './copy';
import { LoadError } from './LoadError';
import { PageLoading } from './PageLoading';
import { FormCard, UnsavedChangesDialog } from './ResourceForm';
import { PageFrame, type PageNoun } from './ResourcePageFrame';
import type { RecordEditor } from './useRecordEditor';

/* The parts of …/{id}, for every kind of record: the id, the record's load, and the page around useRecordEditor. */

/** The id of …/{id}, or null for one that cannot be (the not-found page). */
export function useRecordId(): number | null {
  const { id: param } = useParams();
  const id = Number(param);
  return /^[1-9]\d*$/.test(param ?? '') && Number.isSafeInteger(id) ? id : null;
}

/** A record's load: the not-found page for a 404, the failure with Try again, the placeholder, then `children`. */
export function RecordLoad<T>({
  noun,
  query,
  children,
}: {
  noun: PageNoun;
  query: { data?: T; error?: unknown; isError: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  useDocumentTitle(pageTitle(KIT_COPY.editItem(noun.singular)));
  useAuthFailureOfRead(query.error);
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError && errorStatus(query.error) === 404) return <NotFound />;
  return (
    <PageFrame noun={noun} heading={KIT_COPY.editItem(noun.singular)}>
      {query.isError ? (
        <LoadError message={KIT_COPY.loadItemFailed(noun.singular)} onRetry={() => void query.refetch()} />
      ) : (
        <PageLoading message={KIT_COPY.loading(noun.singular)} />
      )}
    </PageFrame>
  );
}

/** A write answered 412: the record changed meanwhile. The way out (Reload) gets the focus: it needs the admin's decision. */
function ConflictAlert({ reloading, onReload }: { reloading: boolean; onReload: () => void }) {
  const reloadRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    reloadRef.current?.focus();
  }, []);
  return (
    <AlertPanel css={{ marginBottom: 16 }}>
      <span>{BACK_OFFICE_MESSAGES.conflict}</span>
      <button ref={reloadRef} type="button" css={buttonStyle('outline', 'sm')} disabled={reloading} onClick={onReload}>
        {BACK_OFFICE_MESSAGES.reload}
      </button>
    </AlertPanel>
  );
}

/** The change of state the page offers beside its heading (end, archive, restore), asked first. */
export interface StateChange {
  /** the button's label and the question's answer */
  label: string;
  /** a danger button and a destructive question (an end or an archive; a restore is not) */
  destructive: boolean;
  /** false: no button (an ended record cannot end again) */
  offered?: boolean;
  question: string;
  description: string;
  busy: boolean;
  onConfirm: () => void;
}

/**
 * An edit page: the record's title, its state's badge and notice, the conflict with Reload, `children` (what the
 * record shows besides its form), the form with Save changes, the question before a change of state, and the one
 * before leaving unsaved changes.
 */
export function RecordEditFrame<R, V extends FieldValues, I>({
  editor,
  noun,
  fields,
  saving,
  status,
  stateChange,
  children,
}: {
  editor: RecordEditor<R, V, I>;
  noun: PageNoun;
  fields: (form: UseFormReturn<V, unknown, I>) => ReactNode;
  saving: boolean;
  /** where the record is ended or archived: its badge and what that means */
  status: { badge: string; notice: string } | null;
  stateChange: StateChange;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <PageFrame
      noun={noun}
      heading={KIT_COPY.editItem(noun.singular)}
      headingId={headingId}
      aside={
        stateChange.offered === false ? null : (
          <Button variant={stateChange.destructive ? 'danger' : 'outline'} onClick={editor.ask}>
            {stateChange.label}
          </Button>
        )
      }
    >
      <p css={{ margin: '0 0 16px', fontSize: '1.1rem', fontWeight: 600, overflowWrap: 'anywhere' }}>{editor.title}</p>
      {status ? (
        <p css={(t) => ({ margin: '0 0 16px', color: t.colors.inkSoft })}>
          <Badge>{status.badge}</Badge> {status.notice}
        </p>
      ) : null}
      {editor.conflict ? <ConflictAlert reloading={editor.reloading} onReload={() => void editor.reloadRecord()} /> : null}
      {children}
      <FormCard
        form={editor.form}
        labelledBy={headingId}
        onValid={editor.save}
        submitLabel={KIT_COPY.save}
        busyLabel={KIT_COPY.saving}
        busy={saving}
      >
        {fields(editor.form)}
      </FormCard>
      <ConfirmDialog
        open={editor.confirming}
        title={stateChange.question}
        description={stateChange.description}
        confirmLabel={stateChange.label}
        destructive={stateChange.destructive}
        busy={stateChange.busy}
        onConfirm={stateChange.onConfirm}
        onCancel={editor.cancel}
      />
      <UnsavedChangesDialog guard={editor.guard} />
    </PageFrame>
  );
}
