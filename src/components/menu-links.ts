import { linkHref } from '../lib/cms/links';
import type { SiteHeader } from '../lib/cms/models';
import type { MenuGroup } from '../features/menu/types';

/** The header's CMS groups as plain links for the menus. */
export function menuGroups(header: SiteHeader): MenuGroup[] {
  return header.groups.map((group) => ({
    main: { text: group.mainItem.text, href: linkHref(group.mainItem), external: group.mainItem.target === 'BLANK' },
    items: group.subItems.map((item) => ({ text: item.text, href: linkHref(item), external: item.target === 'BLANK' })),
    featured: group.featuredProduct ? { name: group.featuredProduct.name, href: group.featuredProduct.slug, image: group.featuredProduct.image?.src ?? null } : null,
  }));
}
