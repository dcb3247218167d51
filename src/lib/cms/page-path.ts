/** The address of a CMS page: the home page is `/`; a slug may start with a slash. */
export const pagePath = (slug: string) => (slug === 'home' ? '/' : `/${slug.replace(/^\/+/, '')}`);
