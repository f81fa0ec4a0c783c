import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Encryption at rest of the two-factor secrets (users.twoFactorSecret) with AES-256-GCM under
 * config.secretsKey. A stolen database dump without the key yields no usable secret, and GCM's tag makes
 * any edit of a stored value fail loudly instead of producing a different secret.
 *
 * Stored form: `v1.<iv>.<tag>.<ciphertext>` (base64url). The version lets a later key or cipher change
 * read the old rows. Each value is bound to its row through the additional authenticated data (e.g.
 * "user:12"), so a ciphertext copied onto another account does not decrypt there either.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
/** Anything shorter is a typo or a placeholder, not key material. */
const MIN_PASSPHRASE_CHARS = 16;

export class SecretBoxError extends Error {}

/**
 * The 32-byte key from its configured form: 64 hex characters, or base64/base64url of 32 bytes, used as
 * they are; any other string of at least 16 characters is stretched with HKDF-SHA256.
 */
export function parseSecretsKey(configured: string): Buffer {
  const value = configured.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) {
    const decoded = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (decoded.length === KEY_BYTES) return decoded;
  }
  if (value.length < MIN_PASSPHRASE_CHARS) {
    throw new SecretBoxError(
      `SECRETS_KEY must be 32 bytes (64 hex or 44 base64 characters), or at least ${MIN_PASSPHRASE_CHARS} characters`,
    );
  }
  return Buffer.from(hkdfSync('sha256', Buffer.from(value, 'utf8'), 'kingside/secret-box', 'two-factor-secrets v1', KEY_BYTES));
}

export interface SecretBox {
  /** Encrypts `plaintext` for the record named by `context` (e.g. "user:12"). */
  seal(plaintext: string, context: string): string;
  /** Decrypts what `seal` produced for the same context; throws SecretBoxError on any tampering or mismatch. */
  open(sealed: string, context: string): string;
}

export function createSecretBox(configuredKey: string): SecretBox {
  const key = parseSecretsKey(configuredKey);
  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join('.');
    },
    open(sealed, context) {
      const parts = sealed.split('.');
      if (parts.length !== 4 || parts[0] !== VERSION) throw new SecretBoxError('Unknown secret format');
      const [iv, tag, ciphertext] = parts.slice(1).map((part) => Buffer.from(part, 'base64url')) as [Buffer, Buffer, Buffer];
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SecretBoxError('Unknown secret format');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      } catch (cause) {
        throw new SecretBoxError('The secret cannot be decrypted (wrong key or altered value)', { cause });
      }
    },
  };
}

const boxes = new Map<string, SecretBox>();

/** One box per configured key (parsing and HKDF run once per process, not per request). */
export function secretBoxFor(configuredKey: string): SecretBox {
  let box = boxes.get(configuredKey);
  if (!box) {
    box = createSecretBox(configuredKey);
    boxes.set(configuredKey, box);
  }
  return box;
}

/** The additional authenticated data binding a user's sealed two-factor secret to that user. */
export const twoFactorContext = (userId: number) => `users.twoFactorSecret:${userId}`;
