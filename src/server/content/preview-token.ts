import { createHash } from 'node:crypto';
import { config } from '../config';
import { serverSecret } from '../http/secret';

/** The token that unlocks the DRAFT stage (CONTENT_PREVIEW_TOKEN, or one derived from the server secret). */
export function previewToken(): string {
  return config().CONTENT_PREVIEW_TOKEN || createHash('sha256').update(`preview:${serverSecret()}`).digest('base64url');
}
