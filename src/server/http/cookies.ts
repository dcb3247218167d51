/**
 * Every cookie the shop sets is a `__Host-` cookie: Secure, Path=/, no
 * Domain, so no other host (a subdomain included) can set or shadow it.
 * Browsers accept Secure cookies from http://localhost and http://127.0.0.1
 * too, so the names are the same on a laptop as in production
 * (docs/adr/0407-cookies-and-csrf.md).
 */
export const hostCookie = (name: string) => `__Host-${name}`;

/** The attributes a `__Host-` cookie must have. */
export const HOST_COOKIE_ATTRIBUTES = { path: '/', secure: true } as const;
