/**
 * Publish-to-live: the editor changes an article's title and publishes it,
 * and the clock runs until the served page shows the new title. Through the
 * HTTP API, as a studio or a hosted CMS's webhook would.
 */
const EDITOR = { email: 'editor@wattleandbloom.com.au', password: 'Editor-Studio-2025' };
const ARTICLE = 'caring-for-roses';
const PATH = '/blog/flower-care/caring-for-roses';

export async function publishToLive(base: string, publishes = 20): Promise<number[]> {
  const cookies = new Map<string, string>();
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(path, base), { ...init, headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
  const csrf = async () => ((await (await call('/api/csrf')).json()) as { _csrfSecret: { value: string } })._csrfSecret.value;
  const json = (body: unknown, token: string) => ({ method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-csrf-token': token } });
  const login = await call('/api/auth/login', json(EDITOR, await csrf()));
  if (!login.ok) throw new Error(`the editor could not sign in: ${login.status}`);
  const token = await csrf();
  const gql = async (query: string) => {
    const answer = (await (await call('/api/graphql', json({ query }, token))).json()) as { errors?: { message: string }[] };
    if (answer.errors) throw new Error(answer.errors[0]!.message);
  };
  const times: number[] = [];
  for (let i = 1; i <= publishes; i++) {
    const title = `How to care for a bunch of roses (${i})`;
    // The seed's thumbnail has no alt text, which editors must give.
    await gql(
      `mutation { updateArticle(where: { slug: "${ARTICLE}" }, data: { title: "${title}", thumbnail: { src: "/images/blog/caring-for-roses.svg", alt: "Roses in a glass vase", width: 600, height: 400 } }) { id } }`,
    );
    const started = performance.now();
    await gql(`mutation { publishArticle(where: { slug: "${ARTICLE}" }, to: [PUBLISHED]) { id } }`);
    for (;;) {
      const page = await fetch(new URL(PATH, base));
      if ((await page.text()).includes(title.replace('&', '&amp;'))) break;
      if (performance.now() - started > 120_000) throw new Error(`publish ${i} did not go live within 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    times.push(performance.now() - started);
  }
  return times;
}
