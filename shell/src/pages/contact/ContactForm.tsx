import { CONTACT_SIMULATION_MS, TOAST } from '@kingside/contracts';
import type { FieldErrors } from '@kingside/contracts/schemas';
import { Button, Input, TextArea, formErrors, loadedFormRules, preloadFormRules, useToast } from '@kingside/ui';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };
const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/**
 * The message form (docs/spec.md §4, §5). Validated with the shared contactFormSchema and its messages, shown
 * under each field; after the first attempt the messages follow what the visitor types. Nothing is
 * sent: "Sending..." for the simulated CONTACT_SIMULATION_MS, then a toast, then an empty form. The schemas
 * (joi) are fetched when the visitor first focuses the form, at the first submit at the latest, never
 * with the page (@kingside/ui's formRules).
 */
export function ContactForm() {
  const toast = useToast();
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<ContactMessage>>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  /** A submit is waiting for the rules: a second one must not start another "Sending...". */
  const checking = useRef(false);
  const mounted = useRef(false);

  // Leaving the page while "sending", or while the rules are on their way, must not toast or set state afterwards.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  function change(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    // The first attempt fetched the rules (unless it could not: then the messages wait for the next one).
    const rules = loadedFormRules();
    if (attempted && rules) setErrors(rules.fieldErrors(rules.contactFormSchema, next));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || checking.current) return;
    checking.current = true;
    let found: FieldErrors<ContactMessage>;
    try {
      found = await formErrors<ContactMessage>((rules) => rules.fieldErrors(rules.contactFormSchema, values));
    } finally {
      checking.current = false;
    }
    if (!mounted.current) return;
    setAttempted(true);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      form.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSending(true);
    timer.current = setTimeout(() => {
      setSending(false);
      toast.success(TOAST.messageSent, TOAST.messageSentDescription);
      setValues(EMPTY);
      setErrors({});
      setAttempted(false);
    }, CONTACT_SIMULATION_MS);
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={preloadFormRules}
      aria-labelledby="contact-form-heading"
      aria-busy={sending || undefined}
    >
      <h2 id="contact-form-heading" css={{ fontSize: '1.5rem' }}>
        Send Us a Message
      </h2>
      <div
        css={(t) => ({
          display: 'grid',
          gap: '0 16px',
          gridTemplateColumns: '1fr',
          [t.breakpoints.sm]: { gridTemplateColumns: '1fr 1fr' },
        })}
      >
        <Input label="Name" name="name" autoComplete="name" value={values.name} onChange={change} error={errors.name} disabled={sending} />
        <Input
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={change}
          error={errors.email}
          disabled={sending}
        />
      </div>
      <Input label="Subject" name="subject" value={values.subject} onChange={change} error={errors.subject} disabled={sending} />
      <TextArea
        label="Message"
        name="message"
        rows={6}
        value={values.message}
        onChange={change}
        error={errors.message}
        disabled={sending}
      />
      <Button type="submit" size="lg" disabled={sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
