import { expect, type APIRequestContext } from '@playwright/test';
import { PEOPLE } from '../../support/people';

/** How soon a publish or a catalogue change must be on the live site. */
export const LIVE_WITHIN = 60_000;

/** Polls an address until `ready` says the live site shows the change: at most 60 s after it was made. */
export async function liveWithin(request: APIRequestContext, path: string, ready: (status: number, body: string) => boolean): Promise<void> {
  await expect
    .poll(
      async () => {
        // A connection reset while the server is busy rendering is retried, as a browser would.
        const response = await request.get(path).catch(() => null);
        return response ? ready(response.status(), await response.text()) : false;
      },
      { timeout: LIVE_WITHIN, intervals: [250, 500, 1000] },
    )
    .toBe(true);
}

/** Signs in as Flowerline at `origin` and answers a PATCH of a product through the back office's API. */
export async function backOffice(request: APIRequestContext, origin = '') {
  const csrf = async () => ((await (await request.get(`${origin}/api/csrf`)).json()) as { _csrfSecret: { value: string } })._csrfSecret.value;
  const { email, password } = PEOPLE.flowerline;
  expect((await request.post(`${origin}/api/auth/login`, { data: { email, password }, headers: { 'x-csrf-token': await csrf() } })).status()).toBe(200);
  const token = await csrf();
  return async <T = unknown>(key: string, patch: Record<string, unknown>): Promise<T> => {
    const response = await request.patch(`${origin}/api/catalogue/products/${key}`, { data: patch, headers: { 'x-csrf-token': token } });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as T;
  };
}
