import { remoteByName, type RemoteName } from '@kingside/contracts';
import { Button, Skeleton, usePrerendering, type RemoteModuleRef } from '@kingside/ui';
import { Suspense, lazy, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { loadRemoteModule, reportSectionFailure, resetRemote } from './remotes';
import { ServerSectionsContext, sectionKey } from './serverSections';
import { useNearViewport } from './useNearViewport';

type Props = object;
type LazyComponent = ReturnType<typeof lazy<ComponentType<Props>>>;

/**
 * One lazy component per exposed module and attempt: navigating away and back reuses the loaded module,
 * a Retry makes a fresh one (a React.lazy that failed stays failed).
 */
const lazyCache = new Map<string, LazyComponent>();
const attempts = new Map<RemoteName, number>();

/**
 * A section whose module could not be loaded. loadRemoteModule has reported it (phase 'load' or 'timeout'), and
 * after its fallback if it has one: the error boundary does not report it again as a render error.
 */
class SectionLoadError extends Error {}

/** The component an exposed module exports by default. */
async function sectionComponent(remote: RemoteName, module: string, loading: Promise<unknown>): Promise<ComponentType<Props>> {
  let loaded: unknown;
  try {
    loaded = await loading;
  } catch (error) {
    throw new SectionLoadError(`${remote}/${module} could not be loaded`, { cause: error });
  }
  // What another team's build exports is known when it arrives: its type is checked where a literal `remote` and `module` name
  // it (RemoteModuleRef), its shape here.
  const component = typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : undefined;
  if ((typeof component !== 'function' && typeof component !== 'object') || component === null) {
    reportSectionFailure(remote, 'load');
    throw new SectionLoadError(`${remote}/${module} has no default export`);
  }
  return component as ComponentType<Props>;
}

const loadSectionComponent = (remote: RemoteName, module: string) => sectionComponent(remote, module, loadRemoteModule(remote, module));

function lazyRemote(remote: RemoteName, module: string, attempt: number): LazyComponent {
  const key = `${remote}:${module}:${attempt}`;
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(async () => ({ default: await loadSectionComponent(remote, module) }));
    lazyCache.set(key, component);
  }
  rendered.add(key);
  return component;
}

/**
 * The lazy components (by module and attempt) a section has rendered: from then on it keeps rendering that one, never
 * the module it resolved to (preloaded), even once it has loaded. Another component in its place would make React
 * unmount the section and draw it afresh: a section hydrated through its lazy component would lose the server's
 * elements, and with them what the visitor typed.
 */
const rendered = new Set<string>();

/**
 * Modules loaded before the first render (adoptSectionLoad), rendered at once instead of through a lazy
 * component, which would suspend for a moment and show its fallback in place of the server's markup.
 */
const preloaded = new Map<string, ComponentType<Props>>();

/** The sections the server drew into the page, whose loads were adopted: hydration waits for their modules (RemoteSection). */
const adopted = new Set<string>();

/**
 * Takes over a load of an exposed module started before the first render (the section the server drew into the page,
 * index.tsx): the section's first attempt renders that same load (no second fetch, no second timeout), and once it
 * has loaded, renders it at once. Until then, a hydration of the page keeps the server's markup of the section (the
 * lazy component suspends inside the Suspense boundary the server drew). Resolves when the module is ready, rejects
 * when it could not be loaded.
 */
export function adoptSectionLoad(remote: RemoteName, module: string, loading: Promise<unknown>): Promise<void> {
  const component = sectionComponent(remote, module, loading);
  adopted.add(sectionKey(remote, module));
  lazyCache.set(
    `${remote}:${module}:${attempts.get(remote) ?? 0}`,
    lazy(async () => ({ default: await component })),
  );
  return component.then((loaded) => {
    preloaded.set(sectionKey(remote, module), loaded);
  });
}

/** Per section, a promise settled once its component has first committed in this page (SectionDrawn). */
const drawnSections = new Map<string, { drawn: Promise<void>; settle: () => void }>();
function drawnSection(key: string) {
  let entry = drawnSections.get(key);
  if (!entry) {
    let settle = () => undefined as void;
    const drawn = new Promise<void>((resolve) => (settle = resolve));
    drawnSections.set(key, (entry = { drawn, settle }));
  }
  return entry;
}

/** Resolves once the section's component has first committed in this page (hydrated, or drawn afresh), or failed. */
export const whenSectionDrawn = (remote: RemoteName, module: string): Promise<void> => drawnSection(sectionKey(remote, module)).drawn;

/** Settles whenSectionDrawn once the section it wraps has committed. Draws nothing of its own. */
function SectionDrawn({ sectionKey: key, children }: { sectionKey: string; children: ReactNode }) {
  useEffect(() => drawnSection(key).settle(), [key]);
  return children;
}

export function SectionUnavailable({ remote, onRetry, compact }: { remote: RemoteName; onRetry: () => void; compact?: boolean }) {
  const { label } = remoteByName(remote);
  return (
    <div
      role="alert"
      data-testid={`section-unavailable-${remote}`}
      css={(t) => ({
        margin: compact ? '16px 0' : '48px auto',
        maxWidth: 560,
        padding: 24,
        textAlign: 'center',
        background: t.colors.paper,
        border: `1px solid ${t.colors.line}`,
        borderRadius: t.radius.lg,
      })}
    >
      <h2 css={{ fontSize: compact ? '1.1rem' : '1.5rem' }}>{label} is unavailable right now</h2>
      <p css={(t) => ({ color: t.colors.inkSoft })}>
        This part of the site could not be loaded. The rest of Kingside Academy works as usual.
      </p>
      <Button onClick={onRetry}>Retry</Button>
    </div>
  );
}

function SectionLoading({ compact }: { compact?: boolean | undefined }) {
  return (
    <div aria-busy="true" css={{ padding: compact ? '16px 0' : '48px 0' }}>
      <span className="visually-hidden" role="status">
        Loading
      </span>
      <Skeleton height={compact ? 120 : 320} />
    </div>
  );
}

/**
 * A remote's module rendered in place, isolated: if the remote cannot be fetched, fails to evaluate or
 * throws while rendering, only this section says so and offers a Retry that really retries.
 *
 * Drawn on the server (ServerSectionsContext) and hydrated, it is drawn the same on both sides: the section's component
 * where the server drew it (the browser's hydration waits for its module: adoptSectionLoad), or else its loading
 * placeholder for as long as the page is pre-rendering (usePrerendering); the module is loaded once hydration is over.
 *
 * Which module it draws and the props handed to it are type-checked against the remote's own declarations
 * (RemoteModuleRef, docs/architecture.md §11).
 */
export function RemoteSection({
  compact,
  loading,
  deferUntilVisible = false,
  ...section
}: RemoteModuleRef & {
  compact?: boolean;
  loading?: ReactNode;
  /** below the fold: show `loading` and fetch nothing until the section nears the viewport */
  deferUntilVisible?: boolean;
}) {
  const { remote, module, props = {} } = section;
  const [attempt, setAttempt] = useState(() => attempts.get(remote) ?? 0);
  const { ref, near } = useNearViewport<HTMLDivElement>(deferUntilVisible);
  const prerendering = usePrerendering();
  const key = sectionKey(remote, module);
  const drawn = useContext(ServerSectionsContext).get(key) ?? (rendered.has(`${key}:${attempt}`) ? undefined : preloaded.get(key));
  if (!drawn && !adopted.has(key) && prerendering) return <div ref={ref}>{loading ?? <SectionLoading compact={compact} />}</div>;
  // lazyRemote returns the same component for the same module and attempt (module-level cache), so
  // nothing is re-created between renders; the rule cannot see through the cache.
  const Component = drawn ?? lazyRemote(remote, module, attempt);
  const retry = () => {
    const next = (attempts.get(remote) ?? 0) + 1;
    attempts.set(remote, next);
    for (const loaded of preloaded.keys()) if (loaded.startsWith(`${remote}:`)) preloaded.delete(loaded);
    resetRemote(remote);
    setAttempt(next);
  };
  if (!near) return <div ref={ref}>{loading ?? <SectionLoading compact={compact} />}</div>;
  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      onError={(error) => {
        console.error(`Section ${remote} failed:`, error);
        // A module that loaded and then threw: counted against the version this page uses for the remote.
        if (!(error instanceof SectionLoadError)) reportSectionFailure(remote, 'render');
        // Drawn, as its failure: the page the server drew goes live around it (whenSectionDrawn).
        drawnSection(key).settle();
      }}
      fallbackRender={() => <SectionUnavailable remote={remote} onRetry={retry} compact={compact ?? false} />}
    >
      <Suspense fallback={loading ?? <SectionLoading compact={compact} />}>
        <SectionDrawn sectionKey={key}>
          {/* eslint-disable-next-line react-hooks/static-components -- cached per module and attempt, see above */}
          <Component {...props} />
        </SectionDrawn>
      </Suspense>
    </ErrorBoundary>
  );
}
