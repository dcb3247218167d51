/** The menu as the header hands it to its islands: plain links, addresses already worked out. */
export interface MenuLink {
  text: string;
  href: string;
  external?: boolean;
}

export interface MenuGroup {
  main: MenuLink;
  items: MenuLink[];
  featured?: { name: string; href: string; image?: string | null } | null;
}
