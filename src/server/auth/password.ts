import { hash, verify } from '@node-rs/argon2';

/** The package's Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;
/** argon2id with the OWASP baseline: 19 MiB of memory, 2 passes, 1 lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword(`decoy-${Math.random()}`));

/** Made once, before the first check, so the first unknown-user answer is not slower than the rest. */
export const prepareDecoy = async () => void (await decoyHash());

/**
 * Checks a password against a stored hash. With no hash (unknown user, or
 * one who signs in elsewhere) a decoy hash is checked instead, so the
 * answer takes as long as for a real account.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await decoyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
