import { BACK_OFFICE_MESSAGES, type CatalogueKind } from '@kingside/contracts';
import { NotFound, useToast } from '@kingside/ui';
import {
  useAdminCatalogueArchiveMutation,
  useAdminCatalogueGetQuery,
  useAdminCatalogueUpdateMutation,
  type LoadedRecord,
} from '../catalogue/catalogueApi';
import { KIT_COPY } from './copy';
import { changedFields, recordToForm } from './formValues';
import { RecordEditFrame, RecordLoad, useRecordId } from './RecordEditPage';
import type { ResourceDefinition } from './resource';
import { ofKind, resourceFields, useResourceResolver } from './ResourceForm';
import { resourceNoun } from './ResourcePageFrame';
import { useRecordEditor } from './useRecordEditor';

/** …/{id}: the record loaded, then edited by EditRecord. */
export function ResourceEditPage<K extends CatalogueKind>({ resource }: { resource: ResourceDefinition<K> }) {
  const id = useRecordId();
  if (id === null) return <NotFound />;
  return <LoadRecord key={`${resource.kind}:${id}`} resource={resource} id={id} />;
}

function LoadRecord<K extends CatalogueKind>({ resource, id }: { resource: ResourceDefinition<K>; id: number }) {
  const query = useAdminCatalogueGetQuery({ kind: resource.kind, id });
  return (
    <RecordLoad noun={resourceNoun(resource)} query={query}>
      {(loaded) => <EditRecord resource={resource} id={id} loaded={loaded} reload={() => query.refetch().unwrap()} />}
    </RecordLoad>
  );
}

/** The kit's edit page with a catalogue record's rules: a PATCH of the changed fields, and Archive or Restore. */
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
  const [update, { isLoading: saving }] = useAdminCatalogueUpdateMutation();
  const [archive, { isLoading: archiving }] = useAdminCatalogueArchiveMutation();
  const toast = useToast();
  const resolver = useResourceResolver(resource);
  const editor = useRecordEditor({
    loaded,
    reload,
    toForm: (record) => recordToForm(resource, ofKind<K>(record)),
    resolver,
    unchanged: (input, record) => Object.keys(changedFields(resource, input, ofKind<K>(record))).length === 0,
    save: (input, base) => update({ kind, id, etag: base.etag, patch: changedFields(resource, input, ofKind<K>(base.record)) }).unwrap(),
    titleOf: (record) => resource.titleOf(ofKind<K>(record)),
  });
  const { archived } = editor.record;

  const archiveOrRestore = async (etag: string) => {
    if (archived) {
      editor.rebase(await update({ kind, id, etag, patch: { archived: false } }).unwrap(), true);
      toast.success(BACK_OFFICE_MESSAGES.restored, editor.title);
    } else {
      await archive({ kind, id, etag }).unwrap();
      toast.success(BACK_OFFICE_MESSAGES.archived, editor.title);
      // DELETE answers 204: the new version comes from reading the record again.
      await reload()
        .then((next) => editor.rebase(next, true))
        .catch(() => editor.amend((record) => ({ ...record, archived: true })));
    }
  };

  return (
    <RecordEditFrame
      editor={editor}
      noun={resourceNoun(resource)}
      fields={resourceFields(resource)}
      saving={saving}
      status={archived ? { badge: KIT_COPY.status.archived, notice: KIT_COPY.archivedNotice(labels.singular) } : null}
      stateChange={{
        label: archived ? KIT_COPY.restore : KIT_COPY.archive,
        destructive: !archived,
        question: archived ? KIT_COPY.confirmRestore(labels.singular) : KIT_COPY.confirmArchive(labels.singular),
        description: archived ? KIT_COPY.confirmRestoreText : KIT_COPY.confirmArchiveText,
        busy: saving || archiving,
        onConfirm: () => void editor.change(archiveOrRestore, archived ? KIT_COPY.restoreFailed : KIT_COPY.archiveFailed),
      }}
    />
  );
}
