import { hash, verify } from '@node-rs/argon2';
import type { Argon2Cost } from '../config';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** Spends the same time as a real check, so an unknown e-mail is not told apart by timing. */
  burn(password: string): Promise<void>;
}

export function createPasswordHasher(cost: Argon2Cost): PasswordHasher {
  // @node-rs/argon2 hashes with argon2id unless told otherwise.
  const options = { ...cost };
  let decoy: Promise<string> | null = null;
  return {
    hash: (password) => hash(password, options),
    async verify(hashed, password) {
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
    async burn(password) {
      decoy ??= hash('decoy-password-for-timing', options);
      await verify(await decoy, password).catch(() => false);
    },
  };
}
