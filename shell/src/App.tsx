import { ROUTES } from '@kingside/contracts';
import { NotFound, Route, Routes } from '@kingside/ui';
import { lazyWithPreload } from '@kingside/ui/lazyWithPreload';
import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useCartBootstrap } from './cart/useCartBootstrap';
import { RemoteSection } from './federation/RemoteSection';
import { RemoteSlots } from './federation/RemoteSlot';
import { Frame } from './frame/Frame';

// Loaded with the App, before the first render of a page whose section the server rendered (index.tsx).
export { takeOverSection } from './federation/takeOverSection';

/**
 * Home, a chunk of its own that only a visit to / downloads (its HTML preloads it): every other page's first visit
 * was paying for it. The render that hydrates the pre-rendered Home (index.tsx), and the pre-render itself
 * (prerender.tsx), wait for it first (preloadHome), so they draw Home, never a placeholder.
 */
const Home = lazyWithPreload(() => import(/* webpackChunkName: "home" */ './pages/Home').then(({ Home }) => ({ default: Home })));
export const preloadHome = Home.preload;

// Pages the shell owns but few visitors open first are split out of the start-up bundle.
const About = lazy(() => import('./pages/About'));
const Contact = lazy(() => import('./pages/Contact'));
const Revival = lazy(() => import('./pages/Revival'));

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
 * The cart's bootstrap in a component of its own that draws nothing: each change of the cart's state
 * (created, read) re-renders this alone, not every page under App.
 */
function CartBootstrap() {
  useCartBootstrap();
  return null;
}

/** A page split out of the start-up bundle: nothing is drawn in its place while its chunk loads. */
function LazyPage({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
