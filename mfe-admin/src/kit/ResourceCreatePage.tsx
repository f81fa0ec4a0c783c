import type { CatalogueInputs, CatalogueKind } from '@kingside/contracts';
import { useAdminCatalogueCreateMutation } from '../catalogue/catalogueApi';
import { emptyForm, type FormValues } from './formValues';
import { RecordCreatePage } from './RecordCreatePage';
import { resourcePaths, type ResourceDefinition } from './resource';
import { ofKind, resourceFields, useResourceResolver } from './ResourceForm';
import { resourceNoun } from './ResourcePageFrame';

/** …/new of a catalogue resource: the kit's create page with the resource's fields. */
export function ResourceCreatePage<K extends CatalogueKind>({ resource }: { resource: ResourceDefinition<K> }) {
  const { kind } = resource;
  const resolver = useResourceResolver(resource);
  const [create, { isLoading }] = useAdminCatalogueCreateMutation();
  return (
    <RecordCreatePage<FormValues, CatalogueInputs[K]>
      noun={resourceNoun(resource)}
      defaults={emptyForm(resource)}
      resolver={resolver}
      fields={resourceFields(resource)}
      create={async (input) => {
        const { record } = await create({ kind, input }).unwrap();
        return { id: record.id, title: resource.titleOf(ofKind<K>(record)) };
      }}
      busy={isLoading}
      pathOf={resourcePaths(kind).edit}
    />
  );
}
