// A module, so that the block below adds to Astro's types rather than replacing them.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates on first use, or at once when the browser holds what the named topics show (src/lib/api/client-use.ts). */
    'client:use'?: string | boolean;
  }
}
