import { Hono } from 'hono';
import { forbiddenForRole, unauthorized, signedInUser } from '../http/auth';
import { sessionEditor } from './editor-session';
import { previewToken } from './preview-token';

/**
 * Who may open the studio: an editor gets their name and the preview token
 * the studio's preview pane needs; a guest is asked to sign in (401) and any
 * other account is refused (403). The /studio page asks this before it
 * renders anything.
 */
export const studioRoutes = new Hono().get('/content/studio', async (c) => {
  const editor = await sessionEditor(c);
  if (!editor) throw signedInUser(c) ? forbiddenForRole('The content studio is for content editors.') : unauthorized('Please sign in as a content editor.');
  return c.json({ editor: editor.name, previewToken: previewToken() });
});
