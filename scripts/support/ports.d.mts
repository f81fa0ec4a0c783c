// The types of ports.mjs, for the TypeScript that imports it.
import type { ChildProcess } from 'node:child_process';

export function freePort(): Promise<number>;
export function portOpen(port: number): Promise<boolean>;
export function waitForPort(
  port: number,
  options?: { timeoutMs?: number; child?: ChildProcess; name?: string; closed?: boolean; intervalMs?: number },
): Promise<void>;
export function assertFree(ports: Record<string, number>): Promise<void>;
