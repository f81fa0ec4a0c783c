import type { RemoteName } from '@kingside/contracts';
import { createContext, type ComponentType } from 'react';

/**
 * On the server only (shell/src/server.tsx's renderPage): the component of the section the page mounts, from its
 * remote's Node bundle, which RemoteSection draws where the browser draws the module it loads. Empty everywhere else.
 */
export const ServerSectionsContext = createContext<ReadonlyMap<string, ComponentType<Record<string, unknown>>>>(new Map());

/** The key of a remote's exposed module, in ServerSectionsContext and RemoteSection's caches. */
export const sectionKey = (remote: RemoteName, module: string) => `${remote}:${module}`;
