import type { DbContext } from '../http/context';
import { enquiries, newsletterSubscriptions } from '../db/schema/index';
import type { Enquiry } from '../../lib/api/contracts/forms';

/** Stores an enquiry from the enquiry form; the honeypot field is never stored. */
export async function saveEnquiry({ db }: DbContext, { enquiry, pagePath }: { enquiry: Enquiry; pagePath: string | null }): Promise<{ id: string }> {
  const [row] = await db
    .insert(enquiries)
    .values({
      firstName: enquiry.firstName,
      lastName: enquiry.lastName,
      email: enquiry.email,
      phoneNumber: enquiry.phoneNumber,
      postcode: enquiry.postcode,
      suburb: enquiry.suburb,
      state: enquiry.state,
      description: enquiry.description,
      pagePath,
    })
    .returning({ id: enquiries.id });
  return row!;
}

/** Subscribes an email to the newsletter; subscribing again changes nothing. */
export async function subscribeToNewsletter({ db }: DbContext, { email }: { email: string }): Promise<{ created: boolean }> {
  const rows = await db
    .insert(newsletterSubscriptions)
    .values({ email, newsletter: true })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return { created: rows.length > 0 };
}
