import { CONTACT_SIMULATION_MS, TOAST, VALIDATION } from '@kingside/contracts';
import { AppProviders, makeStore } from '@kingside/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ContactForm } from './ContactForm';

function renderForm(store = makeStore()) {
  render(
    <AppProviders store={store}>
      <ContactForm />
    </AppProviders>,
  );
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  return {
    field,
    fill: (values: Record<string, string>) => {
      for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
    },
    submit: () => fireEvent.click(screen.getByRole('button', { name: /Send Message|Sending/ })),
  };
}

const VALID = { Name: 'Al', Email: 'al@example.com', Subject: 'Hello', Message: 'Ten chars!' };

describe('ContactForm', () => {
  afterEach(() => jest.useRealTimers());

  it('shows each field’s spec message at the minimum minus one, and focuses the first', async () => {
    const form = renderForm();
    form.fill({ Name: 'A', Email: 'al@', Subject: 'Help', Message: 'Too short' });
    form.submit();
    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
      VALIDATION.nameRequired,
      VALIDATION.invalidEmail,
      VALIDATION.subjectRequired,
      VALIDATION.messageTooShort,
    ]);
    expect(document.activeElement).toBe(form.field('Name'));
  });

  it('follows what the visitor types after the first attempt', async () => {
    const form = renderForm();
    form.fill({ ...VALID, Name: 'A' });
    form.submit();
    expect(await screen.findByText(VALIDATION.nameRequired)).toBeInTheDocument();
    form.fill({ Name: 'Al', Email: 'al@' });
    expect(screen.queryByText(VALIDATION.nameRequired)).toBeNull();
    expect(screen.getByText(VALIDATION.invalidEmail)).toBeInTheDocument();
  });

  it('accepts every field at its minimum', async () => {
    jest.useFakeTimers();
    const form = renderForm();
    form.fill(VALID);
    form.submit();
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('says "Sending..." for the simulated delay, then toasts and empties the form', async () => {
    jest.useFakeTimers();
    const form = renderForm();
    form.fill(VALID);
    form.submit();
    await screen.findByRole('button', { name: 'Sending...' });
    act(() => jest.advanceTimersByTime(CONTACT_SIMULATION_MS - 1));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.queryByText(TOAST.messageSent)).toBeNull();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText(TOAST.messageSent)).toBeInTheDocument();
    expect(screen.getByText(TOAST.messageSentDescription)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const label of Object.keys(VALID)) expect(form.field(label).value).toBe('');
  });

  it('sends once when submitted again while the first submit waits for the rules', async () => {
    jest.useFakeTimers();
    const store = makeStore();
    const toasts = new Set<string>();
    store.subscribe(() => store.getState().toasts.items.forEach((toast) => toasts.add(`${toast.id} ${toast.title}`)));
    const form = renderForm(store);
    form.fill(VALID);
    form.submit();
    form.submit();
    await screen.findByRole('button', { name: 'Sending...' });
    act(() => jest.advanceTimersByTime(2 * CONTACT_SIMULATION_MS));
    expect([...toasts].map((toast) => toast.replace(/^\d+ /, ''))).toEqual([TOAST.messageSent]);
  });
});
