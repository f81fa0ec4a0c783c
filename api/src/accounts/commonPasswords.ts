import fs from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../shared/config';

/**
 * The list the project ships (api/src/accounts/common-passwords.txt), read from the source folder so the
 * compiled server finds it too. Loaded once, on first use.
 */
export const COMMON_PASSWORDS_FILE = path.join(API_ROOT, 'src', 'accounts', 'common-passwords.txt');

let list: ReadonlySet<string> | undefined;

function load(): ReadonlySet<string> {
  const lines = fs.readFileSync(COMMON_PASSWORDS_FILE, 'utf8').split(/\r?\n/);
  return new Set(lines.map((line) => line.trim().toLowerCase()).filter((line) => line && !line.startsWith('#')));
}

/** True when the password is on the list (case-insensitive: "Password123" is as weak as "password123"). */
export function isCommonPassword(password: string): boolean {
  list ??= load();
  return list.has(password.trim().toLowerCase());
}
