const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A page rendered on demand carries its Content-Security-Policy (with the
 * hashes of its scripts and styles) as a header; served as a file, it needs
 * it in a <meta>, as Astro writes it into the pages it pre-renders. Inserted
 * first thing in <head>, before any script.
 */
export function withCspMeta(html: string, policy: string | null): string {
  if (!policy || html.includes('http-equiv="content-security-policy"')) return html;
  const meta = `<meta http-equiv="content-security-policy" content="${escapeAttribute(policy)}">`;
  const charset = /<meta charset="[^"]*">/i.exec(html);
  if (charset) return html.slice(0, charset.index + charset[0].length) + meta + html.slice(charset.index + charset[0].length);
  return html.replace(/<head>/i, (head) => head + meta);
}
