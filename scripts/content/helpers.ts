/** Small builders for seed documents, so the page definitions stay readable. */
export type Doc = Record<string, unknown>;

export const CREATED = '2026-10-01T00:00:00.000Z';
export const UPDATED = '2026-11-01T00:00:00.000Z';

export const link = (text: string, href: string, extra: Doc = {}) => ({ text, externalLink: href, ...extra });
/** An image; one without alternative text is marked decorative (screen readers skip it). */
export const image = (src: string, alt: string, width: number, height: number) => ({ src, alt, ...(alt ? {} : { decorative: true }), width, height });

export const richText = (id: string, heading: string | null, html: string, extra: Doc = {}) => ({ __typename: 'RichText', id, heading, html, ...extra });

export const introPanel = (id: string, heading: string, text: string, extra: Doc = {}) => ({ id, heading, text, size: 'MEDIUM', backgroundColour: 'CREAM', ...extra });

export const accordions = (id: string, heading: string | null, items: [string, string][], extra: Doc = {}) => ({
  __typename: 'AccordionGroup',
  id,
  heading,
  accordions: items.map(([title, html]) => ({ title, html: html.startsWith('<') ? html : `<p>${html}</p>` })),
  ...extra,
});

export const ctaCard = (id: string, heading: string, text: string, extra: Doc = {}) => ({
  __typename: 'CtaCard',
  id,
  heading,
  text,
  liveChatLabel: 'Chat with us',
  link: link('Send an enquiry', '/contact-us'),
  backgroundColour: 'SOFT_PINK',
  ...extra,
});

export const newsletterBox = (id: string, extra: Doc = {}) => ({
  __typename: 'NewsletterBox',
  id,
  heading: 'Get our weekly newsletter',
  text: 'Seasonal flowers, florist stories and the odd members-only offer, every Thursday morning.',
  backgroundColour: 'SAGE',
  spacing: { marginTop: 'LG' },
  ...extra,
});

export function page(slug: string, title: string, seo: { title: string; description: string }, template: Doc, extra: Doc = {}): Doc {
  return { id: `page-${slug}`, slug, title, createdAt: CREATED, updatedAt: UPDATED, seo, template, ...extra };
}
