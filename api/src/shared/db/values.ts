/*
 * Column values as both databases hand them back: SQLite and MariaDB use different JavaScript types for the same
 * column (TINYINT 0/1 or booleans, DATE as a string or a Date), so every domain reads them through these, once.
 */

export function toBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** 'YYYY-MM-DD' from a DATEONLY column, whichever type the driver used. */
export function toDateOnly(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

export function toIsoString(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}
