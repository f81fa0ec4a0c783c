import { VALIDATION } from './messages';
import {
  addCartItemSchema,
  checkoutFormSchema,
  contactFormSchema,
  fieldErrors,
  newsletterSchema,
  orderRequestSchema,
  registerSchema,
} from './schemas';

const validCheckout = {
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  customerAddress: '12 Analytical Row, London',
  cardNumber: '4242424242424242',
  expiryDate: '12/29',
  cvv: '123',
};

describe('checkout form (docs/spec.md §5)', () => {
  it('accepts a valid form', () => {
    expect(fieldErrors(checkoutFormSchema, validCheckout)).toEqual({});
  });

  it.each([
    ['customerName', 'Al', VALIDATION.nameRequired],
    ['customerName', '', VALIDATION.nameRequired],
    ['customerEmail', 'not-an-email', VALIDATION.invalidEmail],
    ['customerAddress', 'abc', VALIDATION.addressRequired],
    ['cardNumber', '42424242', VALIDATION.cardNumber],
    ['cardNumber', '4242-4242-4242-4242', VALIDATION.cardNumber],
    ['expiryDate', '13/29', VALIDATION.expiryFormat],
    ['expiryDate', '1229', VALIDATION.expiryFormat],
    ['cvv', '12', VALIDATION.cvv],
    ['cvv', '12345', VALIDATION.cvv],
  ])('%s = %j → %s', (field, value, message) => {
    expect(fieldErrors(checkoutFormSchema, { ...validCheckout, [field]: value })).toEqual({ [field]: message });
  });

  it('accepts a 4-digit CVV', () => {
    expect(fieldErrors(checkoutFormSchema, { ...validCheckout, cvv: '1234' })).toEqual({});
  });
});

describe('contact form (docs/spec.md §5)', () => {
  it('reports every field with its message', () => {
    expect(fieldErrors(contactFormSchema, { name: 'A', email: 'x', subject: 'Hi', message: 'short' })).toEqual({
      name: VALIDATION.nameRequired,
      email: VALIDATION.invalidEmail,
      subject: VALIDATION.subjectRequired,
      message: VALIDATION.messageTooShort,
    });
  });
});

describe('newsletter', () => {
  it('asks for the e-mail when empty', () => {
    expect(fieldErrors(newsletterSchema, { email: '' })).toEqual({ email: VALIDATION.newsletterEmailRequired });
    expect(fieldErrors(newsletterSchema, { email: 'reader@example.com' })).toEqual({});
  });
});

describe('api bodies are strict', () => {
  it('refuses a quantity sent as a string', () => {
    expect(addCartItemSchema.validate({ productId: 1, quantity: '2' }).error).toBeDefined();
    expect(addCartItemSchema.validate({ productId: 1, quantity: 2 }).error).toBeUndefined();
  });

  it('refuses duplicate products and empty orders', () => {
    const base = { customerName: 'Ada L', customerEmail: 'a@b.co', customerAddress: '1 Main St', totalAmount: 100 };
    expect(orderRequestSchema.validate({ ...base, items: [] }).error?.message).toBe('The order has no items');
    const line = { productId: 1, quantity: 1, price: 100 };
    expect(orderRequestSchema.validate({ ...base, items: [line, line] }).error?.message).toBe(
      'Each product may appear only once in an order',
    );
  });

  it('registration needs 8 characters of password', () => {
    const value = { firstName: 'A', lastName: 'B', username: 'ab_c', email: 'a@b.co', password: 'short' };
    expect(registerSchema.validate(value).error?.message).toBe(VALIDATION.passwordMin8);
  });
});
