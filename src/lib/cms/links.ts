import type { NavigationItem } from './models';

/** Where a CMS link goes: its page's path, or its external address. */
export function linkHref(item: NavigationItem): string {
  if (item.entity?.slug) return item.entity.slug === 'home' ? '/' : `/${item.entity.slug.replace(/^\/+/, '')}`;
  return item.externalLink ?? '#';
}

/** The attributes of a link that opens in a new tab (and gives that tab no handle on this one). */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function linkTarget(item: NavigationItem): { target?: string; rel?: string } {
  return newTabIf(item.target === 'BLANK');
}

export const newTabIf = (external: boolean | undefined): { target?: string; rel?: string } => (external ? NEW_TAB : {});
