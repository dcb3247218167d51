import type { Article, BreadcrumbList, Organization, WithContext } from 'schema-dts';
import type { Crumb } from '../domain/breadcrumbs';
import { shareImage } from './share-image';

/**
 * schema.org structured data for the pages (serialised with jsonLdText),
 * typed with schema-dts (the schema.org vocabulary as TypeScript types), so
 * the type check refuses a property or value the vocabulary does not have.
 */
export const SITE_NAME = 'Wattle & Bloom';

export function organisationJsonLd(site: string | URL, logo: string): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    legalName: 'Wattle & Bloom Pty Ltd',
    url: new URL('/', site).href,
    logo: new URL(logo, site).href,
    contactPoint: { '@type': 'ContactPoint', telephone: '+61-1300-727-338', contactType: 'customer service', areaServed: 'AU', availableLanguage: 'English' },
  };
}

export function articleJsonLd(
  article: { title: string; summary: string; publishedAt: string; updatedAt: string; author?: string | null; image: string; url: string },
  site: string | URL,
): WithContext<Article> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    // Search engines take raster pictures: a drawn thumbnail is given as its PNG rendition.
    image: new URL(shareImage(article.image).url, site).href,
    mainEntityOfPage: new URL(article.url, site).href,
    author: article.author ? { '@type': 'Person', name: article.author } : { '@type': 'Organization', name: SITE_NAME },
    publisher: { '@type': 'Organization', name: SITE_NAME, logo: { '@type': 'ImageObject', url: new URL('/images/logo.svg', site).href } },
  };
}

/** schema.org BreadcrumbList for a trail, with absolute addresses. */
export function breadcrumbJsonLd(trail: Crumb[], site: string | URL): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.href, site).href,
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
