import { Hono } from 'hono';
import { ContentWebhookModel } from '../../lib/api/contracts/content-webhook';
import { config } from '../config';
import { database } from '../db/client';
import { unauthorized } from '../http/auth';
import { fieldErrors, malformedBody, unprocessable } from '../http/problem';
import { queueRender } from './render/renderer';
import { recordContentChange } from './repository';
import { webhookSignatureValid } from './webhook';

/** The hosted CMS's publish webhook: exempt from CSRF, verified by its signature. */
export const CONTENT_WEBHOOK_PATH = '/api/content/webhook';

/**
 * Verifies the signature, then announces the change the way the embedded
 * CMS's own publishes are announced (a NOTIFY every server hears), and
 * answers at once: the pages are re-rendered after the answer.
 */
export const contentWebhookRoutes = new Hono().post('/content/webhook', async (c) => {
  const raw = await c.req.text();
  if (!webhookSignatureValid(raw, c.req.header('gcms-signature'), config().CONTENT_WEBHOOK_SECRET)) {
    throw unauthorized('The webhook signature is missing, wrong or too old.');
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw malformedBody('The request body is not valid JSON.');
  }
  const parsed = ContentWebhookModel.safeParse(body);
  if (!parsed.success) throw unprocessable('The webhook payload is not one the shop understands.', fieldErrors(parsed.error));
  const { operation, data } = parsed.data;
  await recordContentChange((await database()).db, { model: data.__typename, id: data.id, operation });
  void queueRender();
  return c.json({ received: true }, 202);
});
