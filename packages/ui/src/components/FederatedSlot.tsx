import type { RemoteName } from '@kingside/contracts';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * The types of the modules each remote exposes, by remote and module ('./ProductTeaser'): empty here, filled in by
 * declaration merging. Each remote's src/exposedModules.d.ts (written from its exposes.json by scripts/remoteUsage.mjs)
 * adds its own, read from its declarations; a program sees the remotes its tsconfig.json includes, so `tsc -b` checks
 * every literal use of another team's module against that team's code (docs/architecture.md §11).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface ExposedModules {}

/** The props of a module's default export: `Record<string, never>` for a component that takes none, never for no component. */
type DefaultExportProps<Module> = Module extends { default: ComponentType<infer Props> }
  ? unknown extends Props
    ? Record<string, never>
    : Props
  : never;

/** `props`, required when the component requires one. */
type PropsField<Props> = [Props] extends [never] ? never : Record<string, never> extends Props ? { props?: Props } : { props: Props };

/**
 * A module of another team's remote and the props handed to its default export, one member per module a program knows
 * the types of (ExposedModules): a literal `remote` and `module` pick theirs, and the compiler checks `props` against it.
 * A program that knows no remote's types (this package's own) takes any.
 */
export type RemoteModuleRef = [keyof ExposedModules] extends [never]
  ? { remote: RemoteName; module: string; props?: object }
  : {
      [Remote in keyof ExposedModules & RemoteName]: {
        [Module in keyof ExposedModules[Remote] & string]: { remote: Remote; module: Module } & PropsField<
          DefaultExportProps<ExposedModules[Remote][Module]>
        >;
      }[keyof ExposedModules[Remote] & string];
    }[keyof ExposedModules & RemoteName];

/** What a section asks to have drawn from another team's remote: the module (`remote`, `module`, `props`) and how. */
export type FederatedSlotProps = RemoteModuleRef & {
  /** a smaller loading and failure box, for a part of a page */
  compact?: boolean;
  /** below the fold: fetch nothing until the slot nears the viewport */
  deferUntilVisible?: boolean;
};

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
