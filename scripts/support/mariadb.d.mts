// The types of mariadb.mjs, for the TypeScript that imports it.
import type { ChildProcess } from 'node:child_process';

export function mariadbMissing(): string | undefined;
export function installDatadir(datadir: string, options?: { log?: string }): void;
export function startMariadbd(server: {
  datadir: string;
  port: number;
  dir?: string;
  options?: string[];
  launch?: (command: string, args: string[]) => ChildProcess;
  name?: string;
  timeoutMs?: number;
}): Promise<ChildProcess>;
