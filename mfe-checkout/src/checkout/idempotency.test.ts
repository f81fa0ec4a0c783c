import { idempotencyKeys, newIdempotencyKey } from './idempotency';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('uses crypto.randomUUID when the page has it', () => {
    expect(newIdempotencyKey({ randomUUID: () => '11111111-1111-4111-8111-111111111111', getRandomValues: (a) => a })).toBe(
      '11111111-1111-4111-8111-111111111111',
    );
  });

  it('makes a v4 UUID from getRandomValues outside secure contexts', () => {
    const fill = <T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint8Array) array.fill(0xff);
      return array;
    };
    const key = newIdempotencyKey({ getRandomValues: fill });
    expect(key).toMatch(UUID_V4);
  });
});

describe('idempotencyKeys', () => {
  it('reuses the key for a retry of the same order and makes a new one when the order changes', () => {
    let n = 0;
    const keys = idempotencyKeys(() => `key-${++n}`);
    const order = { customerName: 'Ada', totalAmount: 5000, items: [{ productId: 1, quantity: 1, price: 5000 }] };
    expect(keys.keyFor(order)).toBe('key-1');
    expect(keys.keyFor({ ...order })).toBe('key-1');
    expect(keys.keyFor({ ...order, totalAmount: 4000 })).toBe('key-2');
    expect(keys.keyFor(order)).toBe('key-3');
  });
});
