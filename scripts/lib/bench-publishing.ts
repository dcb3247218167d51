/**
 * Publish-to-live and save-to-live: an editor publishes an article, or the
 * head office changes a product's price, and the clock runs until the
 * served page shows the change. Through the HTTP API, as the studio, the
 * back office or a hosted CMS's webhook would.
 */
const EDITOR = { email: 'editor@wattleandbloom.com.au', password: 'Editor-Studio-2025' };
const FLOWERLINE = { email: 'priya.sharma@wattleandbloom.com.au', password: 'Flowerline-Office-2025' };
const ARTICLE = 'caring-for-roses';
const PATH = '/blog/flower-care/caring-for-roses';
const PRODUCT = 'WB1001';
const LIVE_WITHIN_MS = 120_000;

interface Session {
  call: (path: string, init?: RequestInit) => Promise<Response>;
  /** A JSON request carrying the session's CSRF token. */
  send: (method: string, body: unknown) => RequestInit;
}

/** Signs `person` in and keeps their cookies for the calls that follow. */
async function signIn(base: string, person: { email: string; password: string }): Promise<Session> {
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
  const json = (method: string, body: unknown, token: string) => ({ method, body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-csrf-token': token } });
  const login = await call('/api/auth/login', json('POST', person, await csrf()));
  if (!login.ok) throw new Error(`${person.email} could not sign in: ${login.status}`);
  const token = await csrf();
  return { call, send: (method, body) => json(method, body, token) };
}

/** Polls the served `path` until its HTML includes `text`: the milliseconds since `started`. */
async function liveAfter(base: string, path: string, text: string, started: number, what: string): Promise<number> {
  for (;;) {
    const page = await fetch(new URL(path, base));
    if ((await page.text()).includes(text)) return performance.now() - started;
    if (performance.now() - started > LIVE_WITHIN_MS) throw new Error(`${what} did not go live within ${LIVE_WITHIN_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function publishToLive(base: string, publishes = 20): Promise<number[]> {
  const { call, send } = await signIn(base, EDITOR);
  const gql = async (query: string) => {
    const answer = (await (await call('/api/graphql', send('POST', { query }))).json()) as { errors?: { message: string }[] };
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
    times.push(await liveAfter(base, PATH, title.replace('&', '&amp;'), started, `publish ${i}`));
  }
  return times;
}

/**
 * Save-to-live: the head office saves a new price for a product's first
 * size in the back office, and the clock runs until the product's served
 * page shows it.
 */
export async function saveToLive(base: string, saves = 20): Promise<number[]> {
  const { call, send } = await signIn(base, FLOWERLINE);
  const product = (await (await call(`/api/catalogue/products/${PRODUCT}`)).json()) as { url: string; variants: { key: string }[] };
  const times: number[] = [];
  for (let i = 1; i <= saves; i++) {
    const price = `${100 + i}.95`;
    const started = performance.now();
    const saved = await call(`/api/catalogue/products/${PRODUCT}`, send('PATCH', { variants: [{ key: product.variants[0]!.key, price }] }));
    if (!saved.ok) throw new Error(`save ${i} answered ${saved.status}`);
    times.push(await liveAfter(base, product.url, price, started, `save ${i}`));
  }
  return times;
}
