import type { CatalogueKind } from '@kingside/contracts';
import { Input, Select, TextArea } from '@kingside/ui';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { ContentPreview } from './ContentPreview';
import { KIT_COPY } from './copy';
import type { FormValues } from './formValues';
import { ImageField } from './ImageField';
import type { FieldSpec, ResourceDefinition } from './resource';

type Form = UseFormReturn<FormValues, unknown, unknown>;

function PreviewedTextArea<K extends CatalogueKind>({ field, form, error }: { field: FieldSpec<K>; form: Form; error?: string }) {
  const content = useWatch({ control: form.control, name: field.name }) ?? '';
  return (
    <div css={(t) => ({ display: 'grid', gap: 16, [t.breakpoints.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } })}>
      <TextArea label={field.label} hint={field.hint} error={error} rows={14} {...form.register(field.name)} />
      <ContentPreview content={content} label={field.label} />
    </div>
  );
}

function ResourceField<K extends CatalogueKind>({ field, form }: { field: FieldSpec<K>; form: Form }) {
  const error = form.formState.errors[field.name]?.message;
  const register = () => form.register(field.name);
  switch (field.kind) {
    case 'textarea':
      return field.preview ? (
        <PreviewedTextArea field={field} form={form} error={error} />
      ) : (
        <TextArea label={field.label} hint={field.hint} error={error} rows={4} {...register()} />
      );
    case 'select':
      return (
        <Select label={field.label} hint={field.hint} error={error} {...register()}>
          <option value="">{KIT_COPY.choose}</option>
          {(field.options ?? []).map((value) => (
            <option key={value} value={value}>
              {field.optionLabel ? field.optionLabel(value) : value}
            </option>
          ))}
        </Select>
      );
    case 'integer':
      return <Input type="number" inputMode="numeric" step={1} label={field.label} hint={field.hint} error={error} {...register()} />;
    case 'money':
      return (
        <Input
          inputMode="decimal"
          autoComplete="off"
          label={field.label}
          hint={field.hint ?? KIT_COPY.moneyHint}
          error={error}
          {...register()}
        />
      );
    case 'date':
      return <Input type="date" label={field.label} hint={field.hint} error={error} {...register()} />;
    case 'image':
      return <ImageField field={field} form={form} error={error} />;
    case 'text':
      return <Input label={field.label} hint={field.hint} error={error} autoComplete="off" {...register()} />;
  }
}

/** The declared fields of a resource, each labelled, with the schema's message at the field when it is wrong. */
export function ResourceFields<K extends CatalogueKind>({ resource, form }: { resource: ResourceDefinition<K>; form: Form }) {
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      {resource.fields.map((field) => (
        <ResourceField key={field.name} field={field} form={form} />
      ))}
    </div>
  );
}
