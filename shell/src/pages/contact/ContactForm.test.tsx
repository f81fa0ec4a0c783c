import { CONTACT_SIMULATION_MS, TOAST, VALIDATION } from '@kingside/contracts';
import { AppProviders, makeStore } from '@kingside/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ContactForm } from './ContactForm';

function renderForm() {
  render(
    <AppProviders store={makeStore()}>
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

  it('shows each field’s spec message at the minimum minus one, and focuses the first', () => {
    const form = renderForm();
    form.fill({ Name: 'A', Email: 'al@', Subject: 'Help', Message: 'Too short' });
    form.submit();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      VALIDATION.nameRequired,
      VALIDATION.invalidEmail,
      VALIDATION.subjectRequired,
      VALIDATION.messageTooShort,
    ]);
    expect(document.activeElement).toBe(form.field('Name'));
  });

  it('accepts every field at its minimum', () => {
    jest.useFakeTimers();
    const form = renderForm();
    form.fill(VALID);
    form.submit();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it('says "Sending..." for the simulated delay, then toasts and empties the form', () => {
    jest.useFakeTimers();
    const form = renderForm();
    form.fill(VALID);
    form.submit();
    act(() => jest.advanceTimersByTime(CONTACT_SIMULATION_MS - 1));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.queryByText(TOAST.messageSent)).toBeNull();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText(TOAST.messageSent)).toBeInTheDocument();
    expect(screen.getByText(TOAST.messageSentDescription)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const label of Object.keys(VALID)) expect(form.field(label).value).toBe('');
  });
});
