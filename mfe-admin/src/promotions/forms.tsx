import { joiResolver } from '@hookform/resolvers/joi';
import {
  DISCOUNT_KINDS,
  PRODUCT_CATEGORIES,
  type AdminBundle,
  type AdminDiscountCode,
  type BundleInput,
  type DiscountCodeInput,
  type DiscountKind,
} from '@kingside/contracts';
import { bundleSchema, discountCodeSchema } from '@kingside/contracts/schemas';
import { Button, Input, Select, TextArea } from '@kingside/ui';
import { useFieldArray, useWatch, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import { KIT_COPY } from '../kit/copy';
import { centsToDollars, dollarsToCents, type FormValues } from '../kit/formValues';
import { ImageField } from '../kit/ImageField';
import { PROMOTIONS_COPY } from './copy';

/*
 * The forms of a discount code and a bundle (docs/spec.md §2.35): text as typed, converted to the api's input and checked
 * by the contracts' joi schemas (discountCodeSchema, bundleSchema), as the kit's forms are, each message at its field.
 */

export interface CodeFormValues {
  code: string;
  kind: DiscountKind | '';
  /** a whole percentage, or dollars for an amount */
  value: string;
  minSubtotal: string;
  /** datetime-local text, in the administrator's time zone */
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  oncePerMember: boolean;
}

export interface BundleFormValues {
  name: string;
  description: string;
  price: string;
  category: string;
  imageUrl: string;
  parts: { productId: string; quantity: string }[];
}

const blank = (text: string) => text.trim() === '';
const wholeOrUndefined = (text: string) => (blank(text) ? undefined : Number(text));

/** An ISO time as a datetime-local field shows it (local time, to the minute), '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local field's text as an ISO time (null when empty; the text itself when it is no time, for the schema to refuse). */
function fromLocalInput(text: string): string | null {
  if (blank(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

export const emptyCodeForm: CodeFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  minSubtotal: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  oncePerMember: false,
};

export function codeToForm(code: AdminDiscountCode): CodeFormValues {
  return {
    code: code.code,
    kind: code.kind,
    value: code.kind === 'amount' ? centsToDollars(code.value) : String(code.value),
    minSubtotal: code.minSubtotal === null ? '' : centsToDollars(code.minSubtotal),
    startsAt: toLocalInput(code.startsAt),
    endsAt: toLocalInput(code.endsAt),
    usageLimit: code.usageLimit === null ? '' : String(code.usageLimit),
    oncePerMember: code.oncePerMember,
  };
}

function codeInput(values: CodeFormValues): Record<string, unknown> {
  return {
    code: values.code,
    kind: values.kind || undefined,
    value: values.kind === 'amount' ? dollarsToCents(values.value) : wholeOrUndefined(values.value),
    minSubtotal: blank(values.minSubtotal) ? null : dollarsToCents(values.minSubtotal),
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
    usageLimit: blank(values.usageLimit) ? null : Number(values.usageLimit),
    oncePerMember: values.oncePerMember,
  };
}

export const emptyBundleForm: BundleFormValues = {
  name: '',
  description: '',
  price: '',
  category: '',
  imageUrl: '',
  parts: [
    { productId: '', quantity: '1' },
    { productId: '', quantity: '1' },
  ],
};

export function bundleToForm(bundle: AdminBundle): BundleFormValues {
  return {
    name: bundle.name,
    description: bundle.description,
    price: centsToDollars(bundle.price),
    category: bundle.category,
    imageUrl: bundle.imageUrl,
    parts: bundle.parts.map((part) => ({ productId: String(part.productId), quantity: String(part.quantity) })),
  };
}

function bundleInput(values: BundleFormValues): Record<string, unknown> {
  return {
    name: values.name,
    description: values.description,
    price: dollarsToCents(values.price),
    category: values.category || undefined,
    imageUrl: values.imageUrl,
    parts: values.parts.map((part) => ({ productId: wholeOrUndefined(part.productId), quantity: wholeOrUndefined(part.quantity) })),
  };
}

/** The form's text converted, then checked by the schema; a message about the whole record (the end before the start) goes to `atRoot`. */
function schemaResolver<Values extends object, Output>(
  toInput: (values: Values) => Record<string, unknown>,
  schema: Parameters<typeof joiResolver>[0],
  atRoot: string,
): Resolver<Values, unknown, Output> {
  const validate = joiResolver(schema, { abortEarly: false });
  return async (values, context, options) => {
    const result = await validate(toInput(values) as never, context, options as never);
    const errors = result.errors as Record<string, unknown>;
    if (errors['']) {
      errors[atRoot] = errors[''];
      delete errors[''];
    }
    return result as unknown as Awaited<ReturnType<Resolver<Values, unknown, Output>>>;
  };
}

export const codeResolver = schemaResolver<CodeFormValues, DiscountCodeInput>(codeInput, discountCodeSchema, 'endsAt');
export const bundleResolver = schemaResolver<BundleFormValues, BundleInput>(bundleInput, bundleSchema, 'parts');

const message = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : undefined;

/** A discount code's fields. The value's field reads as a percentage or as dollars, as the kind says. */
export function CodeFields({ form }: { form: UseFormReturn<CodeFormValues, unknown, DiscountCodeInput> }) {
  const errors: FieldErrors<CodeFormValues> = form.formState.errors;
  const kind = useWatch({ control: form.control, name: 'kind' });
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <Input label={PROMOTIONS_COPY.code} autoComplete="off" error={errors.code?.message} {...form.register('code')} />
      <Select label={PROMOTIONS_COPY.kind} error={errors.kind?.message} {...form.register('kind')}>
        {DISCOUNT_KINDS.map((value) => (
          <option key={value} value={value}>
            {PROMOTIONS_COPY.kinds[value]}
          </option>
        ))}
      </Select>
      <Input
        inputMode={kind === 'amount' ? 'decimal' : 'numeric'}
        autoComplete="off"
        label={kind === 'amount' ? PROMOTIONS_COPY.amountValue : PROMOTIONS_COPY.percentValue}
        hint={kind === 'amount' ? KIT_COPY.moneyHint : PROMOTIONS_COPY.percentHint}
        error={errors.value?.message}
        {...form.register('value')}
      />
      <Input
        inputMode="decimal"
        autoComplete="off"
        label={PROMOTIONS_COPY.minSubtotal}
        hint={PROMOTIONS_COPY.minSubtotalHint}
        error={errors.minSubtotal?.message}
        {...form.register('minSubtotal')}
      />
      <Input
        type="datetime-local"
        label={PROMOTIONS_COPY.startsAt}
        hint={PROMOTIONS_COPY.dateHint}
        error={errors.startsAt?.message}
        {...form.register('startsAt')}
      />
      <Input
        type="datetime-local"
        label={PROMOTIONS_COPY.endsAt}
        hint={PROMOTIONS_COPY.dateHint}
        error={errors.endsAt?.message}
        {...form.register('endsAt')}
      />
      <Input
        type="number"
        inputMode="numeric"
        step={1}
        min={1}
        label={PROMOTIONS_COPY.usageLimit}
        hint={PROMOTIONS_COPY.usageLimitHint}
        error={errors.usageLimit?.message}
        {...form.register('usageLimit')}
      />
      <label css={{ display: 'inline-flex', alignItems: 'center', gap: 8, margin: '4px 0 12px', cursor: 'pointer' }}>
        <input
          type="checkbox"
          css={(t) => ({ width: 18, height: 18, '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 } })}
          {...form.register('oncePerMember')}
        />
        {PROMOTIONS_COPY.oncePerMember}
      </label>
    </div>
  );
}

/** A bundle's fields: a product's (no stock: its parts hold it) and its parts, each a product id and a quantity. */
export function BundleFields({ form }: { form: UseFormReturn<BundleFormValues, unknown, BundleInput> }) {
  const errors: FieldErrors<BundleFormValues> = form.formState.errors;
  const parts = useFieldArray({ control: form.control, name: 'parts' });
  const partsError = message(errors.parts?.root) ?? message(errors.parts);
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <Input label={PROMOTIONS_COPY.name} autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <TextArea label="Description" rows={4} error={errors.description?.message} {...form.register('description')} />
      <Input
        inputMode="decimal"
        autoComplete="off"
        label="Price (US$)"
        hint={KIT_COPY.moneyHint}
        error={errors.price?.message}
        {...form.register('price')}
      />
      <Select label="Category" error={errors.category?.message} {...form.register('category')}>
        <option value="">{KIT_COPY.choose}</option>
        {PRODUCT_CATEGORIES.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </Select>
      <ImageField
        field={{ name: 'imageUrl', label: 'Image', kind: 'image' }}
        form={form as unknown as UseFormReturn<FormValues, unknown, unknown>}
        error={errors.imageUrl?.message}
      />
      <fieldset css={{ border: 0, padding: 0, margin: '8px 0 0' }} aria-describedby="bundle-parts-hint">
        <legend css={{ fontWeight: 700, marginBottom: 4 }}>{PROMOTIONS_COPY.parts}</legend>
        <p id="bundle-parts-hint" css={(t) => ({ margin: '0 0 8px', fontSize: '0.85rem', color: t.colors.muted })}>
          {PROMOTIONS_COPY.partsHint}
        </p>
        {parts.fields.map((part, index) => (
          <div key={part.id} data-testid="bundle-part" css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'start' }}>
            <div css={{ flex: '1 1 160px' }}>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                label={PROMOTIONS_COPY.partProduct(index + 1)}
                error={errors.parts?.[index]?.productId?.message}
                {...form.register(`parts.${index}.productId`)}
              />
            </div>
            <div css={{ flex: '0 1 140px' }}>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                label={PROMOTIONS_COPY.partQuantity(index + 1)}
                error={errors.parts?.[index]?.quantity?.message}
                {...form.register(`parts.${index}.quantity`)}
              />
            </div>
            <Button variant="outline" size="sm" css={{ marginTop: 30 }} onClick={() => parts.remove(index)}>
              {PROMOTIONS_COPY.removePart(index + 1)}
            </Button>
          </div>
        ))}
        <p role={partsError ? 'alert' : undefined} css={(t) => ({ margin: '0 0 8px', color: t.colors.danger, fontSize: '0.85rem' })}>
          {partsError ?? ''}
        </p>
        <Button variant="outline" size="sm" onClick={() => parts.append({ productId: '', quantity: '1' })}>
          {PROMOTIONS_COPY.addPart}
        </Button>
      </fieldset>
    </div>
  );
}
