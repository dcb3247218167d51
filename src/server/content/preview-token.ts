import { createHash } from 'node:crypto';
import { config } from '../config';
import { serverSecret } from '../http/secret';

const derived = (purpose: string) => createHash('sha256').update(`${purpose}:${serverSecret()}`).digest('base64url');

/** The token that unlocks the DRAFT stage (CONTENT_PREVIEW_TOKEN, or one derived from the server secret). */
export function previewToken(): string {
  return config().CONTENT_PREVIEW_TOKEN || derived('preview');
}

/** The token that may write content, as an editor would (CONTENT_EDITOR_TOKEN, or one derived from the server secret). */
export function editorToken(): string {
  return config().CONTENT_EDITOR_TOKEN || derived('content-editor');
}
