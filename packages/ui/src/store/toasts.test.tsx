import { act, render, screen } from '@testing-library/react';
import { AppProviders } from '../AppProviders';
import { useToast } from '../components/Toaster';
import { TOAST_DURATION_MS } from './slices';
import { makeStore } from './store';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('Success', 'First')}>first</button>
      <button onClick={() => toast.error('Error', 'Second')}>second</button>
    </>
  );
}

describe('the toaster (docs/spec.md §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows at most one toast, non-success ones destructive, gone after 5000 ms', () => {
    render(
      <AppProviders store={makeStore()}>
        <Trigger />
      </AppProviders>,
    );
    act(() => screen.getByText('first').click());
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast').dataset.variant).toBe('success');
    act(() => screen.getByText('second').click());
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast')).toHaveTextContent('ErrorSecond');
    expect(screen.getByTestId('toast').dataset.variant).toBe('destructive');
    expect(TOAST_DURATION_MS).toBe(5000);
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.queryAllByTestId('toast')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });
});
