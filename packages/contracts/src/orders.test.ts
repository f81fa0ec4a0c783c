import { erasedEmail } from './admin';
import { canChangeOrderStatus, ORDER_MESSAGES, ORDER_STATUSES, ORDER_TRANSITIONS } from './index';
import {
  adminOrdersQuerySchema,
  orderStatusSchema,
  passwordChangeFormSchema,
  passwordChangeSchema,
  registerSchema,
  userRoleSchema,
} from './schemas';

const firstMessage = (schema: { validate(value: unknown, options?: object): { error?: { message: string } } }, value: unknown) =>
  schema.validate(value, { convert: true }).error?.message;

describe('order statuses', () => {
  it('allow exactly pending→paid→shipped→delivered, pending or paid→cancelled, and paid→refunded', () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canChangeOrderStatus(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['pending→paid', 'pending→cancelled', 'paid→shipped', 'paid→cancelled', 'paid→refunded', 'shipped→delivered']);
    expect(ORDER_TRANSITIONS.delivered).toEqual([]);
    expect(ORDER_TRANSITIONS.cancelled).toEqual([]);
    expect(ORDER_TRANSITIONS.refunded).toEqual([]);
  });

  it('say what was refused in the issue’s words', () => {
    expect(ORDER_MESSAGES.cannotChange('shipped', 'cancelled')).toBe('Cannot change an order from shipped to cancelled.');
    expect(ORDER_MESSAGES.onlyLeft(2, 'Tournament Clock')).toBe('Only 2 left of Tournament Clock.');
  });
});

describe('fulfilment and account schemas', () => {
  it('name the field that is wrong', () => {
    expect(firstMessage(orderStatusSchema, { status: 'lost' })).toBe(
      'status must be one of: pending, paid, shipped, delivered, cancelled, refunded',
    );
    expect(firstMessage(orderStatusSchema, { status: 'paid', note: 'x'.repeat(501) })).toBe('note must be at most 500 characters');
    expect(firstMessage(orderStatusSchema, { status: 'paid', refund: true })).toBe('Unknown field: refund');
    expect(firstMessage(orderStatusSchema, { status: 'paid', note: 'Paid by bank transfer' })).toBeUndefined();
    expect(firstMessage(adminOrdersQuerySchema, { limit: '101' })).toBe('limit must be a whole number from 1 to 100');
    expect(firstMessage(userRoleSchema, { role: 'owner' })).toBe('role must be user or admin');
    expect(firstMessage(passwordChangeSchema, { newPassword: 'long enough' })).toBe('Current password is required');
    expect(firstMessage(passwordChangeSchema, { currentPassword: 'x', newPassword: 'short' })).toBe(
      'Password must be at least 8 characters',
    );
    const form = { currentPassword: 'old secret', newPassword: 'a new long secret' };
    expect(firstMessage(passwordChangeFormSchema, form)).toBe('Type the new password again');
    expect(firstMessage(passwordChangeFormSchema, { ...form, confirmPassword: 'a new long secreT' })).toBe('The two new passwords differ');
    expect(firstMessage(passwordChangeFormSchema, { ...form, confirmPassword: 'a new long secret' })).toBeUndefined();
  });

  it('an erased account’s address is unique and deliverable nowhere, and nobody can register its username', () => {
    expect(erasedEmail(42)).toBe('deleted-42@invalid');
    const register = { firstName: 'A', lastName: 'B', email: 'a@example.com', password: 'long enough secret' };
    for (const username of ['deleted', 'deleted-42', 'Deleted-42-a1b2c3']) {
      expect(firstMessage(registerSchema, { ...register, username })).toBe('This username is reserved');
    }
    expect(firstMessage(registerSchema, { ...register, username: 'deletedgambit' })).toBeUndefined();
  });
});
