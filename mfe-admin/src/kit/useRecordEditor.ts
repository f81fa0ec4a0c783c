import { BACK_OFFICE_MESSAGES } from '@kingside/contracts';
import { errorStatus, serverMessage, useToast } from '@kingside/ui';
import { useState } from 'react';
import type { FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import { useAdminAuthFailure } from '../session/useAdminAuthFailure';
import { KIT_COPY } from './copy';
import { useAdminForm } from './ResourceForm';
import { useUnsavedChangesGuard, type NavigationGuard } from './useUnsavedChangesGuard';

/** A record as the api answers it: its fields and its version (the ETag a write names in If-Match). */
export interface Versioned<R> {
  record: R;
  etag: string;
}

export interface RecordEditorOptions<R, V extends FieldValues, I> {
  /** the version first loaded */
  loaded: Versioned<R>;
  /** reads the record as it is now */
  reload: () => Promise<Versioned<R>>;
  /** the record as the form shows it */
  toForm: (record: R) => V;
  /** converts the form to the api's input and checks it (the contracts' joi schema) */
  resolver: Resolver<V, unknown, I>;
  /** whether a valid input changes nothing of the record; by default, whether the form holds the record's own text */
  unchanged?: (input: I, record: R) => boolean;
  /** writes the input over `base`, naming its ETag in If-Match; answers the new version */
  save: (input: I, base: Versioned<R>) => Promise<Versioned<R>>;
  /** what names the record (the toasts, and the line under the heading) */
  titleOf: (record: R) => string;
}

export interface RecordEditor<R, V extends FieldValues, I> {
  /** the version being edited: what the form started from and what a write names in If-Match */
  record: R;
  title: string;
  form: UseFormReturn<V, unknown, I>;
  guard: NavigationGuard;
  /** the form's submit: only a change is written, then "Saved", or the failure */
  save: (input: I) => Promise<void>;
  /** a write answered 412: the record changed meanwhile, and only Reload goes on */
  conflict: boolean;
  reloading: boolean;
  /** after a 412: the record as it is now, and the form reset to it (the stale edits are dropped) */
  reloadRecord: () => Promise<void>;
  /** the question before a change of state (end, archive, restore) is open */
  confirming: boolean;
  ask: () => void;
  cancel: () => void;
  /**
   * The change of state the admin confirmed: `run` sends it with the version's ETag (and rebases, and says it is
   * done); a failure is a save's (the sign-out, the conflict, or a toast titled `failureTitle`); the question closes.
   */
  change: (run: (etag: string) => Promise<void>, failureTitle: string) => Promise<void>;
  /** A new version to edit from; `keepEdits` keeps what the admin typed meanwhile (after an end, archive or restore). */
  rebase: (next: Versioned<R>, keepEdits: boolean) => void;
  /** the version's record changed here, where the api answered no new version */
  amend: (change: (record: R) => R) => void;
}

/**
 * The edit page's rule, for every kind of record (docs/architecture.md §10.10): the form starts from the version
 * loaded, a save sends only a change and names the version in If-Match, a 412 shows the conflict with Reload, any
 * other failure is a toast with the server's message (a 401/403 signs out), and leaving unsaved changes asks first.
 */
export function useRecordEditor<R, V extends FieldValues, I>({
  loaded,
  reload,
  toForm,
  resolver,
  unchanged,
  save: write,
  titleOf,
}: RecordEditorOptions<R, V, I>): RecordEditor<R, V, I> {
  const [base, setBase] = useState(loaded);
  const form = useAdminForm(toForm(base.record), resolver);
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();
  const authFailure = useAdminAuthFailure();
  const { record } = base;

  const rebase = (next: Versioned<R>, keepEdits: boolean) => {
    setBase(next);
    form.reset(toForm(next.record), keepEdits ? { keepDirtyValues: true } : undefined);
  };

  /** Any failure: the sign-out of a 401/403, the conflict of a 412, or a toast with the server's message. */
  const failed = (failure: unknown, title: string) => {
    if (authFailure(failure)) return;
    if (errorStatus(failure) === 412) setConflict(true);
    else toast.error(title, serverMessage(failure, KIT_COPY.tryAgainLater));
  };

  // By default what the form holds is compared with the version's own text (a part removed and added back is no change).
  const isUnchanged = (input: I) =>
    unchanged ? unchanged(input, record) : JSON.stringify(form.getValues()) === JSON.stringify(toForm(record));

  const save = async (input: I) => {
    if (isUnchanged(input)) {
      form.reset(toForm(record));
      toast.success(KIT_COPY.noChanges);
      return;
    }
    try {
      const saved = await write(input, base);
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

  const change = async (run: (etag: string) => Promise<void>, failureTitle: string) => {
    try {
      await run(base.etag);
    } catch (failure) {
      failed(failure, failureTitle);
    } finally {
      setConfirming(false);
    }
  };

  return {
    record,
    title: titleOf(record),
    form,
    guard,
    save,
    conflict,
    reloading,
    reloadRecord,
    confirming,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    change,
    rebase,
    amend: (edit) => setBase((current) => ({ ...current, record: edit(current.record) })),
  };
}
