import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContentAssetModel } from '../../src/lib/api/contracts/content-assets';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { ASSET_MAX_BYTES } from '../../src/lib/domain/content-assets';
import { editorToken } from '../../src/server/content/preview-token';
import { contentAssets } from '../../src/server/db/schema/index';
import { avifOf, gifOf, isoImageOf, jpegOf, pngOf, SVG, webpOf } from '../support/images';
import { signedInClient } from './auth-fixtures';
import { type ApiClient, useTestApp } from './harness';

const t = useTestApp();
const UPLOAD = '/api/content/assets';
const BEARER = () => ({ authorization: `Bearer ${editorToken()}` });

/** A multipart form with `file` holding the bytes, declared as `type`. */
function formOf(bytes: Uint8Array, name = 'picture.png', type = 'image/png'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

const upload = (client: ApiClient, form: FormData, init: { headers?: Record<string, string>; csrf?: boolean } = {}) => client.request('POST', UPLOAD, { form, ...init });
const storedCount = async () => (await t.database.db.select({ n: count() }).from(contentAssets))[0]!.n;

async function expectProblem(response: Response, status: number, type: string, field?: string) {
  const body = (await response.json()) as { type: string; status: number; errors?: Record<string, string> };
  expect({ status: response.status, contentType: response.headers.get('content-type'), type: body.type }).toEqual({ status, contentType: 'application/problem+json', type });
  expect(body.status).toBe(status);
  if (field) expect(body.errors?.[field]).toEqual(expect.any(String));
  return body;
}

let editor: ApiClient;
let customer: ApiClient;
beforeAll(async () => {
  editor = await signedInClient(t, 'editor');
  customer = await signedInClient(t, 'customer');
});

describe('editors upload images into the asset store', () => {
  it('takes a PNG from a signed-in editor and serves it at the answered src', async () => {
    const png = pngOf(3, 2, 1);
    const response = await upload(editor, formOf(png, 'Golden wattle.png'));
    expect(response.status).toBe(201);
    const asset = ContentAssetModel.parse(await response.json());
    expect(asset).toEqual({ src: expect.stringMatching(/^\/api\/content\/assets\/[\w-]{22}$/), width: 3, height: 2, contentType: 'image/png', byteSize: png.length });
    expect(response.headers.get('location')).toBe(asset.src);

    const served = await t.client().get(asset.src);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-length')).toBe(String(png.length));
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(served.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/);

    const [row] = await t.database.db
      .select()
      .from(contentAssets)
      .where(eq(contentAssets.id, asset.src.split('/').pop()!));
    expect(row).toMatchObject({ filename: 'Golden wattle.png', uploadedBy: 'editor@wattleandbloom.com.au', byteSize: png.length, width: 3, height: 2 });
  });

  it('answers HEAD with the headers and no body, and a matching If-None-Match with 304', async () => {
    const asset = ContentAssetModel.parse(await (await upload(editor, formOf(pngOf(1, 1, 2)))).json());
    const head = await t.client().request('HEAD', asset.src);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
    expect(head.headers.get('content-length')).toBe(String(asset.byteSize));
    expect((await head.arrayBuffer()).byteLength).toBe(0);

    const etag = head.headers.get('etag')!;
    const again = await t.client().get(asset.src, { 'if-none-match': `W/"other", ${etag}` });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await t.client().get(asset.src, { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it.each([
    ['a JPEG', jpegOf(640, 480), 'image/jpeg', 640, 480],
    ['a GIF', gifOf(16, 9), 'image/gif', 16, 9],
    ['a WebP', webpOf(1200, 800), 'image/webp', 1200, 800],
    ['an AVIF', avifOf(300, 200), 'image/avif', 300, 200],
  ])('takes %s, typed by its bytes whatever it was declared as', async (_name, bytes, contentType, width, height) => {
    const response = await upload(editor, formOf(bytes, 'upload.bin', 'application/octet-stream'));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ contentType, width, height, byteSize: bytes.length });
  });

  it('takes the editor token as a bearer token, with no session and no CSRF token', async () => {
    const response = await upload(t.client(), formOf(pngOf(2, 2, 3), 'from-the-pipeline.png'), { headers: BEARER(), csrf: false });
    expect(response.status).toBe(201);
    const { src } = ContentAssetModel.parse(await response.json());
    const [row] = await t.database.db
      .select()
      .from(contentAssets)
      .where(eq(contentAssets.id, src.split('/').pop()!));
    expect(row!.uploadedBy).toBe('editor token');
  });

  it('answers the same bytes uploaded again with the asset already kept (200), and keeps one copy', async () => {
    const png = pngOf(4, 4, 4);
    const first = await upload(editor, formOf(png, 'first.png'));
    expect(first.status).toBe(201);
    const before = await storedCount();
    const second = await upload(t.client(), formOf(png, 'second name.png'), { headers: BEARER(), csrf: false });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect(await storedCount()).toBe(before);
  });

  it('takes the same bytes uploaded twice at once as one asset', async () => {
    const png = pngOf(5, 5, 5);
    const answers = await Promise.all([upload(editor, formOf(png)), upload(t.client(), formOf(png), { headers: BEARER(), csrf: false })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    const [a, b] = (await Promise.all(answers.map((r) => r.json()))) as { src: string }[];
    expect(a!.src).toBe(b!.src);
  });
});

describe('only editors upload', () => {
  it.each([
    ['a guest', () => t.client(), 401, PROBLEM_TYPES.unauthorized],
    ['a customer', () => customer, 403, PROBLEM_TYPES.forbidden],
    ['a wrong editor token', () => t.client(), 401, PROBLEM_TYPES.unauthorized, { authorization: 'Bearer not-the-editor-token' }],
  ] as const)('refuses %s, and keeps nothing', async (_name, client, status, type, headers?: Record<string, string>) => {
    const before = await storedCount();
    await expectProblem(await upload(client(), formOf(pngOf(6, 6, 6)), { headers }), status, type);
    expect(await storedCount()).toBe(before);
  });

  it("refuses an editor's upload without the session's CSRF token", async () => {
    const before = await storedCount();
    await expectProblem(await upload(editor, formOf(pngOf(6, 6, 7)), { csrf: false }), 403, PROBLEM_TYPES.csrf);
    await expectProblem(await upload(editor, formOf(pngOf(6, 6, 7)), { headers: { 'x-csrf-token': await customer.csrfToken() } }), 403, PROBLEM_TYPES.csrf);
    expect(await storedCount()).toBe(before);
  });
});

describe('bad uploads are refused as problems, and keep nothing', () => {
  const formWith = (fill: (form: FormData) => void) => {
    const form = new FormData();
    fill(form);
    return form;
  };
  const justOverLimit = Buffer.concat([pngOf(1, 1), Buffer.alloc(ASSET_MAX_BYTES)]);

  it.each([
    ['no file', formWith((f) => f.append('alt', 'A wreath')), 422, PROBLEM_TYPES.validation],
    ['file as text, not a file', formWith((f) => f.append('file', 'iVBORw0KGgo=')), 422, PROBLEM_TYPES.validation],
    [
      'two files',
      formWith((f) => {
        f.append('file', new Blob([new Uint8Array(pngOf(1, 1, 8))]), 'a.png');
        f.append('file', new Blob([new Uint8Array(pngOf(1, 1, 9))]), 'b.png');
      }),
      422,
      PROBLEM_TYPES.validation,
    ],
    ['an empty file', formOf(new Uint8Array()), 422, PROBLEM_TYPES.validation],
    ['a file over 5 MB', formOf(justOverLimit), 413, PROBLEM_TYPES.assetTooLarge],
    ['an image over 8000 pixels wide', formOf(pngOf(8001, 1)), 422, PROBLEM_TYPES.assetTooLarge],
    ['an SVG declared as an SVG', formOf(SVG, 'logo.svg', 'image/svg+xml'), 415, PROBLEM_TYPES.assetUnsupportedType],
    ['an SVG declared as a PNG', formOf(SVG, 'logo.png', 'image/png'), 415, PROBLEM_TYPES.assetUnsupportedType],
    ['an HTML page declared as a JPEG', formOf(Buffer.from('<html><script>alert(1)</script></html>'), 'x.jpg', 'image/jpeg'), 415, PROBLEM_TYPES.assetUnsupportedType],
    ['a HEIC photo', formOf(isoImageOf(10, 10, 'heic', ['mif1', 'heic']), 'IMG_0001.heic', 'image/heic'), 415, PROBLEM_TYPES.assetUnsupportedType],
    ['a PNG cut short', formOf(pngOf(1, 1).subarray(0, 20)), 422, PROBLEM_TYPES.assetUnreadable],
    ['a JPEG without its frame header', formOf(jpegOf(10, 10).subarray(0, 22), 'x.jpg', 'image/jpeg'), 422, PROBLEM_TYPES.assetUnreadable],
  ] as const)('%s', async (_name, form, status, type) => {
    const before = await storedCount();
    await expectProblem(await upload(editor, form), status, type, 'file');
    expect(await storedCount()).toBe(before);
  });

  it.each([
    ['a JSON body', { rawBody: '{"file":"x"}', headers: { 'content-type': 'application/json' } }],
    ['a text body', { rawBody: 'just text', headers: { 'content-type': 'text/plain' } }],
    ['no body', {}],
    ['multipart without a boundary', { rawBody: 'whatever', headers: { 'content-type': 'multipart/form-data' } }],
    [
      'multipart that breaks off',
      { rawBody: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG', headers: { 'content-type': 'multipart/form-data; boundary=xyz' } },
    ],
  ])('refuses %s as a malformed body', async (_name, init) => {
    await expectProblem(await editor.request('POST', UPLOAD, init), 400, PROBLEM_TYPES.malformedBody);
  });

  it('refuses a body whose Content-Length is over the limit without reading it', async () => {
    const response = await editor.request('POST', UPLOAD, { rawBody: 'small', headers: { 'content-type': 'multipart/form-data; boundary=xyz', 'content-length': String(50 * 1024 * 1024) } });
    await expectProblem(response, 413, PROBLEM_TYPES.assetTooLarge, 'file');
  });

  it('stops reading a streamed body once it passes the limit', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 50) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const request = new Request(`http://localhost${UPLOAD}`, { method: 'POST', body, duplex: 'half', headers: { ...BEARER(), 'content-type': 'multipart/form-data; boundary=xyz' } } as RequestInit);
    await expectProblem(await t.app.fetch(request), 413, PROBLEM_TYPES.assetTooLarge, 'file');
    expect(pulled).toBeLessThan(10);
  });
});

describe('serving assets', () => {
  it.each([
    ['an unknown id', '/api/content/assets/AAAAAAAAAAAAAAAAAAAAAA'],
    ['a malformed id', '/api/content/assets/not-an-id'],
    ['a path past the id', '/api/content/assets/AAAAAAAAAAAAAAAAAAAAAA/more'],
    ['an encoded traversal', '/api/content/assets/..%2F..%2Fetc%2Fpasswd'],
  ])('answers %s with a 404 problem that is not cached', async (_name, path) => {
    const response = await t.client().get(path);
    await expectProblem(response, 404, PROBLEM_TYPES.notFound);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the media library', () => {
  const library = async (client: ApiClient, search: string) => {
    const response = await client.request('POST', '/api/graphql', {
      body: { query: 'query($search: String) { contentLibraryImages(search: $search) { src filename width height uploadedBy alts } }', variables: { search } },
    });
    return (await response.json()) as { data?: { contentLibraryImages: { src: string; filename: string; alts: string[] }[] }; errors?: { extensions?: { code?: string } }[] };
  };

  it('lists the uploaded images for editors, found by file name or by the alt text a draft gives them', async () => {
    const asset = ContentAssetModel.parse(await (await upload(editor, formOf(pngOf(5, 4, 91), 'Waratah in bloom.png'))).json());
    expect((await library(editor, 'WARATAH bloom')).data!.contentLibraryImages).toEqual([
      { src: asset.src, filename: 'Waratah in bloom.png', width: 5, height: 4, uploadedBy: 'editor@wattleandbloom.com.au', alts: [] },
    ]);
    const created = await editor.request('POST', '/api/graphql', {
      body: {
        query: 'mutation($data: ArticleCreateInput!) { createArticle(data: $data) { id } }',
        variables: {
          data: {
            title: 'Waratahs',
            slug: 'waratahs-in-the-library',
            summary: 'A red waratah lasts a week in a vase.',
            body: '<p>Change the water daily.</p>',
            thumbnail: { src: asset.src, alt: 'A red waratah in a stoneware jug', width: 5, height: 4 },
            articleCategories: ['category-flower-care'],
            contentArea: [],
          },
        },
      },
    });
    expect(((await created.json()) as { errors?: unknown }).errors).toBeUndefined();
    const found = (await library(editor, 'stoneware jug')).data!.contentLibraryImages;
    expect(found.map((image) => [image.filename, image.alts])).toEqual([['Waratah in bloom.png', ['A red waratah in a stoneware jug']]]);
    expect((await library(editor, 'no such picture')).data!.contentLibraryImages).toEqual([]);
  });

  it('is for editors only', async () => {
    expect((await library(customer, '')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await library(t.client(), '')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
