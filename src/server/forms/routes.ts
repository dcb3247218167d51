import { Hono } from 'hono';
import { z } from 'zod';
import { ENQUIRY_SUCCESS, ENQUIRY_SUCCESS_DETAIL, isHoneypotFilled, NEWSLETTER_SUCCESS } from '../../lib/domain/validation-forms';
import { EnquiryBodyModel, NewsletterBodyModel } from '../../lib/api/contracts/forms';
import { readJsonBody } from '../http/validate';
import { fieldErrors, unprocessable } from '../http/problem';
import { saveEnquiry, subscribeToNewsletter } from './service';

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw unprocessable('Some fields are not valid.', fieldErrors(result.error));
  return result.data;
}

/**
 * POST /api/enquiries: the enquiry form. A filled honeypot (`country`) is
 * answered like a success and nothing is stored.
 * POST /api/newsletter-subscriptions: the newsletter box.
 */
export const formRoutes = new Hono()
  .post('/enquiries', async (c) => {
    const body = await readJsonBody(c);
    const reply = { message: ENQUIRY_SUCCESS, detail: ENQUIRY_SUCCESS_DETAIL };
    if (isHoneypotFilled(body)) return c.json(reply, 201);
    const { pagePath, ...enquiry } = parse(EnquiryBodyModel, body);
    await saveEnquiry(c.var, { enquiry, pagePath: pagePath ?? null });
    return c.json(reply, 201);
  })
  .post('/newsletter-subscriptions', async (c) => {
    const { email } = parse(NewsletterBodyModel, await readJsonBody(c));
    await subscribeToNewsletter(c.var, { email });
    return c.json({ message: NEWSLETTER_SUCCESS }, 201);
  });
