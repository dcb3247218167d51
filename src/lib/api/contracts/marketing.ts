import { z } from 'zod';
import { email, requiredText } from '../../domain/validation';
import { phone } from '../../domain/validation-phone';
import { SMS_CUSTOM_SOURCE } from '../../domain/validation-forms';

/** The fields a shopper fills in the SMS sign-up box. */
export const SmsSignUpFieldsModel = z.object({
  email: email(),
  phoneNumber: phone('Phone number'),
});

/** Body of POST /api/marketing/profiles: SMS step 1, the marketing provider's profile. */
export const SmsProfileBodyModel = z.object({
  type: z.literal('profile', { error: 'type must be profile' }),
  attributes: z.object({ email: email(), phone_number: phone('Phone number') }, { error: 'attributes are required' }),
});

/** Body of POST /api/marketing/subscription-jobs: SMS step 2, SMS marketing consent for a list. */
export const SmsSubscriptionBodyModel = z.object({
  custom_source: z.literal(SMS_CUSTOM_SOURCE, { error: `custom_source must be ${SMS_CUSTOM_SOURCE}` }),
  list_id: requiredText('List id', 64).regex(/^[\w-]+$/, { error: 'List id is not valid' }),
  profile: z.object({ email: email(), phone_number: phone('Phone number') }, { error: 'profile is required' }),
  subscriptions: z.object({ sms: z.object({ marketing: z.object({ consent: z.literal('SUBSCRIBED', { error: 'consent must be SUBSCRIBED' }) }) }) }, { error: 'subscriptions are required' }),
});

/** What both SMS steps answer (JSON:API): the kind and id of what was created. */
export const MarketingCreatedModel = z.object({ data: z.object({ type: z.string(), id: z.string() }) });
