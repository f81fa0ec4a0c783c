import { REVIVAL_EMAIL, REVIVAL_PHONE } from '@kingside/contracts';
import { AppProviders, makeStore, MemoryRouter } from '@kingside/ui';
import { fireEvent, render, screen, within } from '@testing-library/react';
import Revival from '../Revival';
import { MISSION_THEMES, REVIVAL_TESTIMONIALS } from './content';

// The Join button is mfe-auth's (tested there); here only where the page asks for it.
jest.mock('../../federation/RemoteSection', () => ({
  RemoteSection: ({ remote, module }: { remote: string; module: string }) => <div data-testid="remote">{`${remote} ${module}`}</div>,
}));

function renderRevival() {
  render(
    <AppProviders store={makeStore()}>
      <MemoryRouter initialEntries={['/revival']}>
        <Revival />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('/revival (docs/spec.md §1–2)', () => {
  it('shows the programme: title, impact figures, four mission themes and two testimonials', () => {
    renderRevival();
    expect(document.title).toBe('Chess for Revival - Kingside Academy');
    expect(screen.getByRole('heading', { level: 1, name: 'Chess for Revival' })).toBeTruthy();
    for (const [figure, label] of [
      ['50+', 'Communities'],
      ['5,000+', 'Students'],
      ['200+', 'Instructors'],
    ] as const) {
      expect(screen.getByText(figure)).toBeTruthy();
      expect(screen.getByText(label)).toBeTruthy();
    }
    const mission = screen.getByRole('heading', { name: 'Our Mission' }).closest('section') as HTMLElement;
    expect(within(mission).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(MISSION_THEMES).toHaveLength(4);
    expect(screen.getAllByRole('blockquote')).toHaveLength(2);
    expect(REVIVAL_TESTIMONIALS).toHaveLength(2);
  });

  it('has Donate, Volunteer and Partner buttons that do nothing', () => {
    renderRevival();
    const before = document.body.innerHTML;
    for (const name of ['Donate', 'Volunteer', 'Partner']) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('type')).toBe('button');
      fireEvent.click(button);
    }
    expect(document.body.innerHTML).toBe(before);
  });

  it('gives the programme e-mail and phone as links', () => {
    renderRevival();
    expect(screen.getByRole('link', { name: REVIVAL_EMAIL }).getAttribute('href')).toBe(`mailto:${REVIVAL_EMAIL}`);
    expect(screen.getByRole('link', { name: REVIVAL_PHONE }).getAttribute('href')).toBe('tel:+15550102010');
  });

  it('loads the Join Our Initiative button and dialog from mfe-auth', () => {
    renderRevival();
    expect(screen.getByTestId('remote').textContent).toBe('auth ./JoinInitiative');
  });
});
