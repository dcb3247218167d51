import type { Db } from '../db/client';
import { marketingOutbox } from '../db/schema/index';
import { config } from '../config';

/** A marketing provider's profile (spec 000 section 7, SMS step 1). */
export interface MarketingProfile {
  email: string;
  phone_number: string;
}

/** A bulk subscription job giving SMS marketing consent (SMS step 2). */
export interface SmsSubscriptionJob {
  custom_source: string;
  list_id: string;
  profile: MarketingProfile;
  subscriptions: { sms: { marketing: { consent: 'SUBSCRIBED' } } };
}

export interface MarketingProvider {
  createProfile(profile: MarketingProfile): Promise<{ id: string }>;
  createSmsSubscriptionJob(job: SmsSubscriptionJob): Promise<{ id: string }>;
}

/** The embedded default: everything meant for the provider is kept in marketing_outbox. */
export function outboxMarketingProvider(db: Db): MarketingProvider {
  const keep = async (kind: string, payload: unknown) => {
    const [row] = await db.insert(marketingOutbox).values({ kind, payload }).returning({ id: marketingOutbox.id });
    return { id: row!.id };
  };
  return {
    createProfile: (profile) => keep('profile', { type: 'profile', attributes: profile }),
    createSmsSubscriptionJob: (job) => keep('sms-subscription-job', { type: 'profile-subscription-bulk-create-job', attributes: job }),
  };
}

export class MarketingProviderError extends Error {}

/**
 * A hosted provider speaking JSON:API (MARKETING_API_URL and MARKETING_API_KEY):
 * profiles are created, then a bulk job subscribes them to a list.
 */
export function httpMarketingProvider(baseUrl: string, apiKey: string, fetchImpl: typeof fetch = fetch): MarketingProvider {
  const send = async (path: string, body: unknown) => {
    const response = await fetchImpl(new URL(path, baseUrl), {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/vnd.api+json', Accept: 'application/vnd.api+json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    if (!response.ok) throw new MarketingProviderError(`The marketing provider answered ${response.status}.`);
    const json = text ? (JSON.parse(text) as { data?: { id?: unknown } }) : {};
    return { id: String(json.data?.id ?? '') };
  };
  return {
    createProfile: (profile) => send('profiles', { data: { type: 'profile', attributes: profile } }),
    createSmsSubscriptionJob: (job) =>
      send('profile-subscription-bulk-create-jobs', {
        data: {
          type: 'profile-subscription-bulk-create-job',
          attributes: {
            custom_source: job.custom_source,
            profiles: { data: [{ type: 'profile', attributes: { email: job.profile.email, phone_number: job.profile.phone_number, subscriptions: job.subscriptions } }] },
          },
          relationships: { list: { data: { type: 'list', id: job.list_id } } },
        },
      }),
  };
}

/** The configured provider: the hosted one when MARKETING_API_URL and MARKETING_API_KEY are set, else the outbox. */
export function marketingProvider(db: Db): MarketingProvider {
  const { MARKETING_API_URL: url, MARKETING_API_KEY: key } = config();
  return url && key ? httpMarketingProvider(url, key) : outboxMarketingProvider(db);
}
