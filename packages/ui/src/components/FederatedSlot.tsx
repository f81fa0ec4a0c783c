import type { RemoteName } from '@kingside/contracts';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** What a section asks to have drawn from another team's remote. */
export interface FederatedSlotProps {
  remote: RemoteName;
  /** the exposed module, e.g. './ProductTeaser' (listed in the contracts' exposed modules) */
  module: string;
  /** handed to the module's default export */
  props?: Record<string, unknown>;
  /** a smaller loading and failure box, for a part of a page */
  compact?: boolean;
  /** below the fold: fetch nothing until the slot nears the viewport */
  deferUntilVisible?: boolean;
}

const SlotRenderer = createContext<ComponentType<FederatedSlotProps> | null>(null);

/**
 * The shell provides how a slot is drawn (its RemoteSection: loaded through the federation runtime, isolated by an
 * error boundary with Retry). @kingside/ui is a shared singleton, so a remote rendered inside the shell sees it.
 */
export const FederatedSlotProvider = SlotRenderer.Provider;

/**
 * Composition at run time (issue 18): one section shows a module exposed by another team's remote, without an
 * import between the apps. Outside the shell (a remote's standalone build, the server's section render, unit
 * tests) there is no provider and the slot draws `fallback`, nothing by default: the rest of the page is whole.
 */
export function FederatedSlot({ fallback = null, ...slot }: FederatedSlotProps & { fallback?: ReactNode }) {
  const Renderer = useContext(SlotRenderer);
  // eslint-disable-next-line react-hooks/static-components -- the provider hands one component for the life of the app
  return Renderer ? <Renderer {...slot} /> : <>{fallback}</>;
}
