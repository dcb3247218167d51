/**
 * How a new product's key, address and size keys are written (the back
 * office's New product form and the API agree on these): a key is letters,
 * digits and '-' (like WB1001), a slug is lowercase words joined by '-',
 * and a size's key is the product's key and the size's abbreviated name.
 */
export const PRODUCT_KEY_MAX = 40;
export const PRODUCT_KEY_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
export const PRODUCT_SLUG_MAX = 80;
export const PRODUCT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SIZE_KEY_MAX = 60;

/** The slug a name makes: "Sunny Days Bouquet!" → "sunny-days-bouquet" (accents dropped, at most PRODUCT_SLUG_MAX). */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, PRODUCT_SLUG_MAX)
    .replace(/^-+|-+$/g, '');
}

const KNOWN_SIZES: Record<string, string> = { petite: 'PET', standard: 'STD', premium: 'PRE', deluxe: 'DLX' };

/** A size name's short form: Standard → STD, "Extra large" → EL, Small → SMA. */
export function sizeAbbreviation(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (!words.length) return '';
  if (words.length === 1) return KNOWN_SIZES[words[0]!.toLowerCase()] ?? words[0]!.slice(0, 3).toUpperCase();
  return words
    .map((word) => word[0]!)
    .join('')
    .slice(0, 6)
    .toUpperCase();
}

/** A size's key: the product's key, '-', the size's abbreviation (WB1001-STD). */
export const sizeKey = (productKey: string, sizeName: string): string => {
  const abbreviation = sizeAbbreviation(sizeName);
  return (abbreviation ? `${productKey}-${abbreviation}` : productKey).slice(0, SIZE_KEY_MAX);
};
