import { Hono, type Context } from 'hono';
import { SmsProfileBodyModel, SmsSubscriptionBodyModel } from '../../lib/api/contracts/marketing';
import { badGateway } from '../http/problem';
import { parseBody } from '../http/validate';
import { marketingProvider, MarketingProviderError } from './provider';

const provider = (c: Context) => marketingProvider(c.var.db);

function unavailable(error: unknown): never {
  if (error instanceof MarketingProviderError) throw badGateway('We could not reach our messaging service. Please try again.');
  throw error;
}

/**
 * The SMS sign-up, in two steps through our API to the marketing provider:
 * POST /api/marketing/profiles { type: 'profile', attributes: { email, phone_number } }
 * POST /api/marketing/subscription-jobs { custom_source: 'Marketing Event', list_id, profile, subscriptions.sms.marketing.consent }
 */
export const marketingRoutes = new Hono()
  .post('/marketing/profiles', async (c) => {
    const { attributes } = await parseBody(c, SmsProfileBodyModel);
    const created = await provider(c).createProfile(attributes).catch(unavailable);
    return c.json({ data: { type: 'profile', id: created.id } }, 201);
  })
  .post('/marketing/subscription-jobs', async (c) => {
    const job = await parseBody(c, SmsSubscriptionBodyModel);
    const created = await provider(c).createSmsSubscriptionJob(job).catch(unavailable);
    return c.json({ data: { type: 'profile-subscription-bulk-create-job', id: created.id } }, 202);
  });
