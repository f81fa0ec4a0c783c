import { render, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { BrowserRouter } from './BrowserRouter';

function ShownLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/** Changes the address during the router's first render, after it has read it and before it listens: a Back pressed then. */
function AddressChangedBeforeTheRouterListens() {
  if (window.location.search !== '?q=Tickw') window.history.pushState(null, '', '/shop?q=Tickw');
  return null;
}

describe('BrowserRouter', () => {
  beforeEach(() => window.history.replaceState(null, '', '/shop?q=staunton'));

  it('follows an address that changed before it started listening, without a new history entry', async () => {
    render(
      <BrowserRouter>
        <ShownLocation />
        <AddressChangedBeforeTheRouterListens />
      </BrowserRouter>,
    );
    const entries = window.history.length;
    expect(await screen.findByText('/shop?q=Tickw')).toBeInTheDocument();
    expect(window.history.length).toBe(entries);
  });

  it('leaves a router that is in step alone', () => {
    render(
      <BrowserRouter>
        <ShownLocation />
      </BrowserRouter>,
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/shop?q=staunton');
  });
});
