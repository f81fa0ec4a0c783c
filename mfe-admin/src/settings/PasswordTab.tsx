import { joiResolver } from '@hookform/resolvers/joi';
import { ACCOUNT_MESSAGES, type PasswordChangeRequest } from '@kingside/contracts/admin';
import { passwordChangeFormSchema } from '@kingside/contracts/schemas';
import { Button, Card, CardBody, Input, serverMessage, useToast } from '@kingside/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { KIT_COPY } from '../kit/copy';
import { useAdminAuthFailure } from '../session/useAdminAuthFailure';
import { SETTINGS_COPY } from './copy';
import { useAdminSettingsChangePasswordMutation } from './settingsApi';

type PasswordForm = PasswordChangeRequest & { confirmPassword: string };
const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The administrator's own password: the current one, then the new one twice, checked by the contracts' schema. */
export function PasswordTab() {
  const headingId = useId();
  const form = useForm<PasswordForm>({
    defaultValues: EMPTY,
    resolver: joiResolver(passwordChangeFormSchema, { abortEarly: false }),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [change, { isLoading }] = useAdminSettingsChangePasswordMutation();
  const toast = useToast();
  const authFailure = useAdminAuthFailure();
  const { errors } = form.formState;

  const submit = async ({ currentPassword, newPassword }: PasswordForm) => {
    try {
      await change({ currentPassword, newPassword }).unwrap();
      form.reset(EMPTY);
      toast.success(ACCOUNT_MESSAGES.passwordChanged);
    } catch (failure) {
      if (authFailure(failure)) return;
      const message = serverMessage(failure, KIT_COPY.tryAgainLater);
      // The api's refusal of a field is shown at it; anything else in a toast.
      if (message === ACCOUNT_MESSAGES.wrongCurrentPassword) form.setError('currentPassword', { message }, { shouldFocus: true });
      else if (message === ACCOUNT_MESSAGES.samePassword) form.setError('newPassword', { message }, { shouldFocus: true });
      else toast.error(SETTINGS_COPY.passwordFailed, message);
    }
  };

  return (
    <Card as="section" aria-labelledby={headingId} css={{ maxWidth: 560 }}>
      <CardBody>
        <h2 id={headingId} css={{ fontSize: '1.2rem', margin: '0 0 4px' }}>
          {SETTINGS_COPY.passwordHeading}
        </h2>
        <p css={(t) => ({ margin: '0 0 16px', color: t.colors.inkSoft })}>{SETTINGS_COPY.passwordIntro}</p>
        <form noValidate aria-labelledby={headingId} onSubmit={(event) => void form.handleSubmit(submit)(event)}>
          <Input
            type="password"
            autoComplete="current-password"
            label={SETTINGS_COPY.currentPassword}
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <Input
            type="password"
            autoComplete="new-password"
            label={SETTINGS_COPY.newPassword}
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <Input
            type="password"
            autoComplete="new-password"
            label={SETTINGS_COPY.confirmPassword}
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" disabled={isLoading}>
            {isLoading ? SETTINGS_COPY.changing : SETTINGS_COPY.changePassword}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
