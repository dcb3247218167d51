/** Region names in the shop's language, from the browser's (or Node's) own data: no list to ship. */
let names: Intl.DisplayNames | null | undefined;

/**
 * A country's name from its ISO code ('NZ': "New Zealand"), for the header
 * and wherever a stored country is shown. Falls back to the upper-cased code
 * where the runtime has no region names.
 */
export function countryName(isoCode: string): string {
  const code = isoCode.toUpperCase();
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(['en-AU'], { type: 'region', fallback: 'code' });
    } catch {
      names = null;
    }
  }
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}
