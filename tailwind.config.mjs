/**
 * Design tokens of the shop. Loaded by src/styles/global.css through
 * Tailwind 4's @config. Blocks from the CMS choose tokens (tone, width,
 * spacing), never raw class names.
 */
/** @type {import('tailwindcss').Config} */
export default {
  content: ['./src/**/*.{astro,ts,tsx}'],
  theme: {
    screens: {
      sm: '480px',
      md: '768px', // the mobile breakpoint of the spec
      lg: '1024px',
      xl: '1280px',
    },
    extend: {
      colors: {
        plum: { DEFAULT: '#5b2a4a', dark: '#3f1c33', light: '#8a4f75' },
        wattle: { DEFAULT: '#e9b224', light: '#fff3c4' },
        sage: { DEFAULT: '#4f6f47', light: '#e7efe3' },
        cream: '#f7efe6',
        'soft-pink': '#fbe3e8',
        // The CTA tile background in the product grid defaults to SoftPink.
        cta: { DEFAULT: '#fbe3e8' },
        ink: { DEFAULT: '#241a20', muted: '#5f5259' },
        alert: { red: '#b3261e', orange: '#b45309', green: '#166534', pink: '#be185d', grey: '#52525b' },
      },
      fontFamily: {
        display: ['Georgia', "'Times New Roman'", 'serif'],
        sans: ['system-ui', '-apple-system', "'Segoe UI'", 'Roboto', 'Helvetica', 'Arial', 'sans-serif'],
      },
      maxWidth: { site: '80rem' },
    },
  },
};
