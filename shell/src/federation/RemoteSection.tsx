import { remoteByName, type RemoteName } from '@kingside/contracts';
import { Button, Skeleton } from '@kingside/ui';
import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { loadRemoteModule, reportSectionFailure, resetRemote } from './remotes';
import { useNearViewport } from './useNearViewport';

type Props = Record<string, unknown>;
type LazyComponent = ReturnType<typeof lazy<ComponentType<Props>>>;

/**
 * One lazy component per exposed module and attempt: navigating away and back reuses the loaded module,
 * a Retry makes a fresh one (a React.lazy that failed stays failed).
 */
const lazyCache = new Map<string, LazyComponent>();
const attempts = new Map<RemoteName, number>();

type ExposedModule = { default?: ComponentType<Props> };

/**
 * A section whose module could not be loaded. loadRemoteModule has reported it (phase 'load' or 'timeout'), and
 * after its fallback if it has one: the error boundary does not report it again as a render error.
 */
class SectionLoadError extends Error {}

/** The component an exposed module exports by default. */
async function sectionComponent(remote: RemoteName, module: string, loading: Promise<ExposedModule>): Promise<ComponentType<Props>> {
  let loaded: ExposedModule;
  try {
    loaded = await loading;
  } catch (error) {
    throw new SectionLoadError(`${remote}/${module} could not be loaded`, { cause: error });
  }
  if (typeof loaded.default !== 'function' && typeof loaded.default !== 'object') {
    reportSectionFailure(remote, 'load');
    throw new SectionLoadError(`${remote}/${module} has no default export`);
  }
  return loaded.default;
}

const loadSectionComponent = (remote: RemoteName, module: string) =>
  sectionComponent(remote, module, loadRemoteModule<ExposedModule>(remote, module));

function lazyRemote(remote: RemoteName, module: string, attempt: number): LazyComponent {
  const key = `${remote}:${module}:${attempt}`;
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(async () => ({ default: await loadSectionComponent(remote, module) }));
    lazyCache.set(key, component);
  }
  return component;
}

/**
 * Modules loaded before the first render (adoptSectionLoad), rendered at once instead of through a lazy
 * component, which would suspend for a moment and show its fallback in place of the server's markup.
 */
const preloaded = new Map<string, ComponentType<Props>>();

/**
 * Takes over a load of an exposed module started before the first render (the section the server rendered
 * into the page, index.tsx): once it has loaded, the section renders it at once; until then, or if it
 * fails, the section's first attempt waits for that same load (no second fetch, no second timeout).
 * Resolves when the module is ready, rejects when it could not be loaded.
 */
export function adoptSectionLoad(remote: RemoteName, module: string, loading: Promise<unknown>): Promise<void> {
  const component = sectionComponent(remote, module, loading as Promise<ExposedModule>);
  lazyCache.set(
    `${remote}:${module}:${attempts.get(remote) ?? 0}`,
    lazy(async () => ({ default: await component })),
  );
  return component.then((loaded) => {
    preloaded.set(`${remote}:${module}`, loaded);
  });
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
 */
export function RemoteSection({
  remote,
  module,
  props = {},
  compact,
  loading,
  deferUntilVisible = false,
}: {
  remote: RemoteName;
  module: string;
  props?: Props;
  compact?: boolean;
  loading?: ReactNode;
  /** below the fold: show `loading` and fetch nothing until the section nears the viewport */
  deferUntilVisible?: boolean;
}) {
  const [attempt, setAttempt] = useState(() => attempts.get(remote) ?? 0);
  const { ref, near } = useNearViewport<HTMLDivElement>(deferUntilVisible);
  // lazyRemote returns the same component for the same module and attempt (module-level cache), so
  // nothing is re-created between renders; the rule cannot see through the cache.
  const Component = preloaded.get(`${remote}:${module}`) ?? lazyRemote(remote, module, attempt);
  const retry = () => {
    const next = (attempts.get(remote) ?? 0) + 1;
    attempts.set(remote, next);
    for (const key of preloaded.keys()) if (key.startsWith(`${remote}:`)) preloaded.delete(key);
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
      }}
      fallbackRender={() => <SectionUnavailable remote={remote} onRetry={retry} compact={compact ?? false} />}
    >
      <Suspense fallback={loading ?? <SectionLoading compact={compact} />}>
        {/* eslint-disable-next-line react-hooks/static-components -- cached per module and attempt, see above */}
        <Component {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
