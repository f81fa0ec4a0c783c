import { FederatedSlotProvider, type FederatedSlotProps } from '@kingside/ui';
import type { ReactNode } from 'react';
import { RemoteSection } from './RemoteSection';

/**
 * How the shell draws a section's `FederatedSlot` (issue 18: the shop's teaser on a course page): as a
 * RemoteSection, so the other team's module is loaded through the federation runtime and isolated like any
 * section (docs/architecture.md §7.4): if it fails, only the slot shows "… is unavailable right now" and Retry.
 * Keyed by what it loads: a slot asked for another module starts afresh, without the last one's failure.
 */
export function RemoteSlot(slot: FederatedSlotProps) {
  return <RemoteSection key={`${slot.remote}:${slot.module}`} {...slot} />;
}

/**
 * Provides RemoteSlot to every FederatedSlot below (App wraps every page in it, and the pre-rendered frame).
 * A context provider draws no markup: the pre-rendered HTML is unchanged.
 */
export function RemoteSlots({ children }: { children: ReactNode }) {
  return <FederatedSlotProvider value={RemoteSlot}>{children}</FederatedSlotProvider>;
}
