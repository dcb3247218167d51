import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { config } from '../config';

let secret: string | undefined;

/**
 * The key that signs CSRF tokens and sessions: SESSION_SECRET in production,
 * otherwise a random key made once and kept in the data folder so restarts
 * do not sign everybody out. Processes sharing the data folder share it.
 */
export function serverSecret(): string {
  if (secret) return secret;
  const { SESSION_SECRET, dataDir } = config();
  if (SESSION_SECRET) return (secret = SESSION_SECRET);
  const file = join(dataDir, 'secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // Processes starting together must not each keep a key of their own: the key is written whole to a
    // file of this process, then linked into place, which only the first process manages; all read the winner.
    const own = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
    writeFileSync(own, randomBytes(32).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(own, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(own);
    }
  }
  return (secret = readFileSync(file, 'utf8').trim());
}
