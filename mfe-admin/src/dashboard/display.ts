import { formatCalendarDate, type AdminUserRow } from '@kingside/contracts';

/** The admin tables' dash for a missing value (docs/spec.md §2). */
export const DASH = '-';

export const orDash = (value: string | null | undefined): string => (value && value.trim() ? value : DASH);

export const fullName = (user: Pick<AdminUserRow, 'firstName' | 'lastName'>): string =>
  orDash([user.firstName, user.lastName].filter((part) => part && part.trim()).join(' '));

/** "Joined On": the en-US long date of the account's creation (docs/spec.md §9), a dash when unknown. */
export const joinedOn = (createdAt: string | null | undefined): string => (createdAt ? formatCalendarDate(createdAt) : DASH);

export const roleLabel = (role: string): string => role.charAt(0).toUpperCase() + role.slice(1);
