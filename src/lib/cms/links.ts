import type { NavigationItem } from './models';

/** Where a CMS link goes: its page's path, or its external address. */
export function linkHref(item: NavigationItem): string {
  if (item.entity?.slug) return item.entity.slug === 'home' ? '/' : `/${item.entity.slug.replace(/^\/+/, '')}`;
  return item.externalLink ?? '#';
}

export function linkTarget(item: NavigationItem): { target?: string; rel?: string } {
  return item.target === 'BLANK' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}
