import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { config } from '../config';

let secret: string | undefined;

/**
 * The key that signs CSRF tokens and sessions: SESSION_SECRET in production,
 * otherwise a random key made once and kept in the data folder so restarts
 * do not sign everybody out.
 */
export function serverSecret(): string {
  if (secret) return secret;
  const { SESSION_SECRET, dataDir } = config();
  if (SESSION_SECRET) return (secret = SESSION_SECRET);
  const file = join(dataDir, 'secret');
  if (existsSync(file)) return (secret = readFileSync(file, 'utf8').trim());
  mkdirSync(dataDir, { recursive: true });
  secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
