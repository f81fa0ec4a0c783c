/**
 * Idempotency keys for POST /api/orders. One key per checkout attempt: pressing Place Order again for
 * the very same order (after a lost response, say) reuses the key, so the server answers with the order
 * it already made instead of charging twice. Any change to the order (other details, new prices) is a
 * new attempt with a new key.
 */

/** A random UUID v4. crypto.randomUUID exists only in secure contexts; getRandomValues everywhere. */
export function newIdempotencyKey(cryptoApi: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Remembers the last attempt: the same request body gets the same key, a different one a new key. */
export function idempotencyKeys(generate: () => string = newIdempotencyKey) {
  let last: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(request: unknown): string {
      const fingerprint = JSON.stringify(request);
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: generate() };
      return last.key;
    },
  };
}
