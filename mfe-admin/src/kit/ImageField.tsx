import type { CatalogueKind } from '@kingside/contracts';
import { CatalogueImage, Input, serverMessage, useToast } from '@kingside/ui';
import { useState, type ChangeEvent } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useAdminCatalogueUploadMutation } from '../catalogue/catalogueApi';
import { useAdminAuthFailure } from '../session/useAdminAuthFailure';
import { KIT_COPY } from './copy';
import type { FormValues } from './formValues';
import type { FieldSpec } from './resource';

const ACCEPT = 'image/png,image/jpeg,image/webp';

/**
 * An image field: its URL (an image the site ships, /images/…, can be typed), a file input that uploads to
 * the api and puts the stored image's URL in the field, and a preview of whatever the field names. The
 * api's refusal (415 not an image it takes, 413 too large) is shown at the file input.
 */
export function ImageField<K extends CatalogueKind>({
  field,
  form,
  error,
}: {
  field: FieldSpec<K>;
  form: UseFormReturn<FormValues, unknown, unknown>;
  error: string | undefined;
}) {
  const name: string = field.name;
  const [upload, { isLoading }] = useAdminCatalogueUploadMutation();
  const [uploadError, setUploadError] = useState<string>();
  const url = useWatch({ control: form.control, name }) ?? '';
  const authFailure = useAdminAuthFailure();
  const toast = useToast();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setUploadError(undefined);
    try {
      const image = await upload(file).unwrap();
      form.setValue(name, image.url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      toast.success(KIT_COPY.uploaded);
    } catch (failure) {
      if (!authFailure(failure)) setUploadError(serverMessage(failure, KIT_COPY.uploadFailed));
    } finally {
      // The same file chosen again (after fixing it elsewhere) is a change too.
      input.value = '';
    }
  };

  return (
    <div css={(t) => ({ display: 'grid', gap: 4, [t.breakpoints.md]: { gridTemplateColumns: 'minmax(0, 1fr) 200px', columnGap: 20 } })}>
      <div>
        <Input label={field.label} hint={field.hint} error={error} autoComplete="off" {...form.register(name)} />
        <Input
          type="file"
          label={KIT_COPY.imageUpload}
          hint={KIT_COPY.imageUploadHint}
          accept={ACCEPT}
          error={uploadError}
          onChange={(event) => void onFile(event)}
        />
        <p role="status" css={(t) => ({ margin: 0, minHeight: '1.3rem', fontSize: '0.85rem', color: t.colors.inkSoft })}>
          {isLoading ? KIT_COPY.uploading : ''}
        </p>
      </div>
      {url.startsWith('/') ? (
        <CatalogueImage
          src={url}
          sizes="200px"
          alt={KIT_COPY.imagePreview}
          width={200}
          height={150}
          css={(t) => ({
            width: 200,
            height: 150,
            objectFit: 'cover',
            borderRadius: t.radius.md,
            border: `1px solid ${t.colors.line}`,
            background: t.colors.canvas,
            alignSelf: 'start',
            marginTop: 28,
          })}
        />
      ) : null}
    </div>
  );
}
