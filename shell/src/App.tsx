import { ROUTES } from '@kingside/contracts';
import type { BrowserKeeps } from '@kingside/contracts';
import {
  AppProviders,
  BrowserRouter,
  DrawnForContext,
  NotFound,
  PrerenderedUntilHydrated,
  Route,
  Routes,
  type AppStore,
} from '@kingside/ui';
import { lazyWithPreload } from '@kingside/ui/lazyWithPreload';
import { StrictMode, Suspense, type ComponentType } from 'react';
import { useCartBootstrap } from './cart/useCartBootstrap';
import { useMemberCart } from './cart/useMemberCart';
import { RemoteSection } from './federation/RemoteSection';
import { RemoteSlots } from './federation/RemoteSlot';
import { Frame } from './frame/Frame';
import { PreviewBarBack } from './frame/PreviewBarBack';

// Loaded with the App, before the first render of a page whose section the server rendered (index.tsx).
export { takeOverSection } from './federation/takeOverSection';
export { whenSectionDrawn } from './federation/RemoteSection';

/**
 * Home, a chunk of its own that only a visit to / downloads (its HTML preloads it): every other page's first visit
 * was paying for it. The render that hydrates the pre-rendered Home (index.tsx), and the pre-render itself
 * (server.tsx), wait for it first (preloadShellPage), so they draw Home, never a placeholder.
 */
const Home = lazyWithPreload(() => import(/* webpackChunkName: "home" */ './pages/Home').then(({ Home }) => ({ default: Home })));

// Pages the shell owns but few visitors open first are split out of the start-up bundle.
const About = lazyWithPreload(() => import(/* webpackChunkName: "about" */ './pages/About'));
const Contact = lazyWithPreload(() => import(/* webpackChunkName: "contact" */ './pages/Contact'));
const Revival = lazyWithPreload(() => import(/* webpackChunkName: "revival" */ './pages/Revival'));

/**
 * The shell's pages drawn from chunks of their own, by the name of their pre-rendered page (shell/src/server.tsx): the
 * render that hydrates one waits for its chunk (index.tsx), as the pre-render does (preloadShellPages), so both draw
 * the page, never the nothing its Suspense shows while the chunk loads.
 */
const PAGE_CHUNKS: Record<string, { preload: () => Promise<unknown> }> = { home: Home, about: About, contact: Contact, revival: Revival };

/** Loads the chunk of the shell's page pre-rendered as `page` (a name index.tsx reads from #root), if it has one. */
export const preloadShellPage = (page: string | undefined): Promise<unknown> =>
  page !== undefined && Object.hasOwn(PAGE_CHUNKS, page) ? PAGE_CHUNKS[page]!.preload() : Promise.resolve();

/** Loads every page chunk the pre-render draws (shell/src/server.tsx's `ready`). */
export const preloadShellPages = (): Promise<unknown> => Promise.all(Object.values(PAGE_CHUNKS).map((page) => page.preload()));

/**
 * Every route of docs/spec.md §2 and its owner (docs/architecture.md §1). Remote sections are loaded on first visit;
 * /auth and /admin/login render outside the public frame (FRAMELESS_ROUTES: the server's choice of
 * pre-rendered page follows it). Every page can compose another team's module through a FederatedSlot
 * (RemoteSlots): App is the tree the browser renders, hydrates and the build pre-renders, so each has it.
 */
export function App() {
  return (
    <RemoteSlots>
      <CartBootstrap />
      <PreviewBarBack />
      <Routes>
        <Route path={ROUTES.auth} element={<RemoteSection remote="auth" module="./AuthPage" />} />
        <Route path={ROUTES.adminLogin} element={<RemoteSection remote="admin" module="./AdminLogin" />} />
        <Route element={<Frame />}>
          <Route
            index
            element={
              <Suspense fallback={null}>
                <Home />
              </Suspense>
            }
          />
          <Route path="about" element={<LazyPage page={About} />} />
          <Route path="contact" element={<LazyPage page={Contact} />} />
          <Route path="revival" element={<LazyPage page={Revival} />} />
          <Route path="learn/*" element={<RemoteSection remote="learn" module="./Routes" />} />
          {/* Training (docs/spec.md §2.29, §2.30): contracts' ROUTES.train and everything below it. */}
          <Route path="train/*" element={<RemoteSection remote="learn" module="./TrainRoutes" />} />
          <Route path="blog/*" element={<RemoteSection remote="blog" module="./Routes" />} />
          <Route path="shop/*" element={<RemoteSection remote="shop" module="./Routes" />} />
          <Route path="cart" element={<RemoteSection remote="checkout" module="./CartPage" />} />
          <Route path="checkout" element={<RemoteSection remote="checkout" module="./CheckoutPage" />} />
          <Route path="checkout/complete" element={<RemoteSection remote="checkout" module="./CheckoutCompletePage" />} />
          <Route path={ROUTES.accountOrders} element={<RemoteSection remote="checkout" module="./AccountOrdersPage" />} />
          <Route path="admin/*" element={<RemoteSection remote="admin" module="./Routes" />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </RemoteSlots>
  );
}

/**
 * The tree the browser renders (index.tsx): App in the browser's router and the site's providers. Hydrating, its first
 * render is the server's (PrerenderedUntilHydrated: the member's session a blank, or what the browser the page was
 * `drawnFor` sees), as shell/src/server.tsx drew it, until hydration is over, the section's included once
 * `sectionReady` (takeOverSection).
 */
export function BrowserApp({
  store,
  hydrating,
  sectionReady,
  drawnFor = null,
}: {
  store: AppStore;
  hydrating: boolean;
  sectionReady?: Promise<unknown> | undefined;
  drawnFor?: BrowserKeeps | null;
}) {
  const app = (
    <AppProviders store={store}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  );
  return (
    <StrictMode>
      {hydrating ? (
        <PrerenderedUntilHydrated until={sectionReady}>
          <DrawnForContext.Provider value={drawnFor}>{app}</DrawnForContext.Provider>
        </PrerenderedUntilHydrated>
      ) : (
        app
      )}
    </StrictMode>
  );
}

/**
 * The cart's bootstrap in a component of its own that draws nothing: each change of the cart's state
 * (created, read) re-renders this alone, not every page under App.
 */
function CartBootstrap() {
  useCartBootstrap();
  useMemberCart();
  return null;
}

/** A page split out of the start-up bundle: nothing is drawn in its place while its chunk loads. */
function LazyPage({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
