import { VALIDATION, type Product } from '@kingside/contracts';
import * as rules from '@kingside/contracts/schemas';
import { EMPTY_CHECKOUT, orderRequestFrom, validateCheckout, type CheckoutValues } from './checkoutForm';

const valid: CheckoutValues = {
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  customerAddress: '12 Analytical Row, London',
  cardNumber: '4242424242424242',
  expiryDate: '12/29',
  cvv: '123',
};

describe('validateCheckout', () => {
  it('accepts a complete form', () => {
    expect(validateCheckout(rules, valid)).toEqual({});
  });

  it('gives every empty field its message of docs/spec.md §5', () => {
    expect(validateCheckout(rules, EMPTY_CHECKOUT)).toEqual({
      customerName: VALIDATION.nameRequired,
      customerEmail: VALIDATION.invalidEmail,
      customerAddress: VALIDATION.addressRequired,
      cardNumber: VALIDATION.cardNumber,
      expiryDate: VALIDATION.expiryFormat,
      cvv: VALIDATION.cvv,
    });
  });

  it.each<[keyof CheckoutValues, string, string | undefined]>([
    ['customerName', 'Al', VALIDATION.nameRequired],
    ['customerName', '  Al  ', VALIDATION.nameRequired],
    ['customerName', 'Ada', undefined],
    ['customerEmail', 'ada@', VALIDATION.invalidEmail],
    ['customerEmail', 'ada example.com', VALIDATION.invalidEmail],
    ['customerAddress', '1 Rd', VALIDATION.addressRequired],
    ['customerAddress', '1 Rd.', undefined],
    ['cardNumber', '424242424242424', VALIDATION.cardNumber],
    ['cardNumber', '4242-4242-4242-4242', VALIDATION.cardNumber],
    ['expiryDate', '13/29', VALIDATION.expiryFormat],
    ['expiryDate', '00/29', VALIDATION.expiryFormat],
    ['expiryDate', '1/29', VALIDATION.expiryFormat],
    ['expiryDate', '12/2', VALIDATION.expiryFormat],
    ['expiryDate', '01/30', undefined],
    ['cvv', '12', VALIDATION.cvv],
    ['cvv', '12345', VALIDATION.cvv],
    ['cvv', '1234', undefined],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(validateCheckout(rules, { ...valid, [field]: value })[field]).toBe(message);
  });
});

describe('orderRequestFrom', () => {
  const product = (id: number, price: number): Product => ({
    id,
    name: `P${id}`,
    description: '',
    imageUrl: '',
    price,
    inStock: true,
    category: 'Books',
  });

  it('sends the shipping fields trimmed, the lines at the prices shown and the total, never the card', () => {
    const request = orderRequestFrom(
      { ...valid, customerName: '  Ada Lovelace ' },
      [
        { product: product(1, 1999), quantity: 2, lineTotal: 3998 },
        { product: product(2, 500), quantity: 1, lineTotal: 500 },
      ],
      { subtotal: 4498, shipping: 999, total: 5497 },
    );
    expect(request).toEqual({
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      customerAddress: '12 Analytical Row, London',
      totalAmount: 5497,
      items: [
        { productId: 1, quantity: 2, price: 1999 },
        { productId: 2, quantity: 1, price: 500 },
      ],
      status: 'pending',
    });
    expect(JSON.stringify(request)).not.toContain('4242');
  });
});
