/** base32.js (speakeasy's base32 codec) ships no types: the part the api uses. */
declare module 'base32.js' {
  /** RFC 4648 base32 without padding, unless another alphabet is asked for. */
  export function encode(bytes: Uint8Array, options?: { type?: 'rfc4648' | 'crockford' | 'base32hex' }): string;
}
