import { AGE_GROUPS, CHESS_EXPERIENCE, TOAST, type RegisterInitiativeRequest } from '@kingside/contracts';
import type { FieldErrors } from '@kingside/contracts/schemas';
import { Button, Input, Select, formErrors, preloadFormRules, serverMessage, useToast, useSingleSubmit } from '@kingside/ui';
import { useRef, useState } from 'react';
import { useAuthRegisterInitiativeMutation } from '../api/authApi';
import { COPY } from '../auth/copy';

interface Values {
  username: string;
  email: string;
  password: string;
  ageGroup: string;
  chessExperience: string;
}

const EMPTY: Values = { username: '', email: '', password: '', ageGroup: '', chessExperience: '' };
const ORDER: Array<keyof Values> = ['username', 'email', 'password', 'ageGroup', 'chessExperience'];

/** The optional selects send nothing when left empty. */
function request(values: Values): RegisterInitiativeRequest {
  return {
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    initiativeMember: true,
    ...(values.ageGroup ? { ageGroup: values.ageGroup } : {}),
    ...(values.chessExperience ? { chessExperience: values.chessExperience } : {}),
  };
}

/**
 * The Join Our Initiative form (docs/spec.md §2, §5, §8): POST /api/auth/register-initiative. Messages show in the
 * dialog itself (a toast sits beneath a modal's backdrop) and as toasts for when it is closed.
 */
export function JoinInitiativeForm({ onCancel, onJoined }: { onCancel: () => void; onJoined: (email: string) => void }) {
  const toast = useToast();
  const [join, { isLoading }] = useAuthRegisterInitiativeMutation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const signUp = async () => {
    const body = request(values);
    const found = (await formErrors((rules) => rules.fieldErrors(rules.registerInitiativeSchema, body))) as FieldErrors<Values>;
    const first = ORDER.find((field) => found[field]);
    if (first) {
      setErrors(found);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setFailure(null);
    try {
      const result = await join(body).unwrap();
      toast.success(TOAST.registrationSuccessful, COPY.checkEmail);
      onJoined(result.email);
    } catch (error) {
      const message = serverMessage(error, TOAST.unknownError);
      setFailure(message);
      toast.error(TOAST.registrationFailed, message);
    }
  };

  const submit = useSingleSubmit(async () => {
    await signUp();
  });

  return (
    <form ref={formRef} onSubmit={submit} onFocus={preloadFormRules} noValidate aria-label="Join Our Initiative">
      {failure ? (
        <div
          role="alert"
          css={(t) => ({
            marginBottom: 16,
            padding: '10px 14px',
            borderRadius: t.radius.sm,
            background: t.colors.dangerSoft,
            color: t.colors.danger,
          })}
        >
          <strong>{TOAST.registrationFailed}</strong>
          <div>{failure}</div>
        </div>
      ) : null}
      <Input
        label="Username"
        name="username"
        autoComplete="username"
        required
        value={values.username}
        onChange={change('username')}
        error={errors.username}
      />
      <Input
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={change('email')}
        error={errors.email}
      />
      <Input
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={change('password')}
        error={errors.password}
        hint="At least 8 characters, not a common password."
      />
      <div css={(t) => ({ display: 'grid', gap: '0 16px', [t.breakpoints.sm]: { gridTemplateColumns: '1fr 1fr' } })}>
        <Select label="Age group (optional)" name="ageGroup" value={values.ageGroup} onChange={change('ageGroup')} error={errors.ageGroup}>
          <option value="">Prefer not to say</option>
          {AGE_GROUPS.map((group) => (
            <option key={group} value={group}>
              {group}
            </option>
          ))}
        </Select>
        <Select
          label="Chess experience (optional)"
          name="chessExperience"
          value={values.chessExperience}
          onChange={change('chessExperience')}
          error={errors.chessExperience}
        >
          <option value="">Prefer not to say</option>
          {CHESS_EXPERIENCE.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </Select>
      </div>
      <div css={{ display: 'flex', justifyContent: 'flex-end', gap: 12, marginTop: 8 }}>
        <Button variant="ghost" onClick={onCancel} disabled={isLoading}>
          Cancel
        </Button>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Signing up...' : 'Sign Up'}
        </Button>
      </div>
    </form>
  );
}
