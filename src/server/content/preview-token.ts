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

/** The header the site server sends when it renders a content page for publishing, with `renderToken()`. */
export const RENDER_HEADER = 'x-wb-render';

/** Unlocks the on-demand rendering of content pages: only the site's own renderer holds it (every server derives the same one). */
export function renderToken(): string {
  return derived('page-render');
}
