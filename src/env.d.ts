/// <reference types="astro/client" />

declare module '*.astro' {
  // Checked by Astro's own compiler; to tsc an .astro import is a component.
  const Component: (props: Record<string, unknown>) => unknown;
  export default Component;
}
