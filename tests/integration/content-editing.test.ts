import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDue } from '../../src/server/content/mutations';
import { signWebhook } from '../../src/server/content/webhook';
import { editorToken } from '../../src/server/content/preview-token';
import { contentSnapshot, onContentChange, type ContentChange } from '../../src/server/content/repository';
import { checkDocument } from '../../src/server/content/checks';
import { CONTENT_MODELS } from '../../src/server/content/models';
import { contentSchema } from '../../src/server/content/yoga';
import { signedInClient } from './auth-fixtures';
import { type ApiClient, useTestApp } from './harness';

const t = useTestApp();

// The GraphQL answers are read straight into; their shapes differ per query.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; data?: Record<string, any>; errors?: { message: string; extensions?: Record<string, any> }[] };

async function gql(client: ApiClient, query: string, variables: Record<string, unknown> = {}, init: { csrf?: boolean; headers?: Record<string, string> } = {}): Promise<Answer> {
  const response = await client.request('POST', '/api/graphql', { body: { query, variables }, ...init });
  return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
}

const published = async (slug: string) => (await gql(t.client(), 'query($slug: String!) { article(where: { slug: $slug }) { title slug } }', { slug })).data!.article as { title: string } | null;

const ARTICLE = {
  title: 'Wattle wreaths for the front door',
  slug: 'wattle-wreaths',
  summary: 'A wreath of golden wattle lasts a fortnight and costs less than a bunch of roses.',
  body: '<p>Cut the wattle in the cool of the morning.</p>',
  thumbnail: { src: '/images/blog/caring-for-roses.svg', alt: 'A wreath of golden wattle on a blue door', width: 600, height: 400 },
  articleCategories: ['category-flower-care'],
  contentArea: [
    { __typename: 'RichText', id: 'wreath-steps', heading: 'Step by step', html: '<p>Bend a wire ring.</p>', width: 'CONTAINED' },
    { __typename: 'ShareButtons', id: 'wreath-share', heading: 'Share this article' },
  ],
};
const CREATE = 'mutation($data: ArticleCreateInput!) { createArticle(data: $data) { id slug title stage contentArea { __typename } articleCategories { slug } } }';

let editor: ApiClient;
const heard: ContentChange[] = [];
let stopHearing: () => void;
beforeAll(async () => {
  editor = await signedInClient(t, 'editor');
  stopHearing = onContentChange((change) => heard.push(change));
});
afterAll(() => stopHearing());

describe('editors write content through the GraphQL mutations', () => {
  it('creates a draft article with blocks and an image, publishes it, and every process hears of it', async () => {
    const created = await gql(editor, CREATE, { data: ARTICLE });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createArticle).toMatchObject({
      id: 'article-wattle-wreaths',
      stage: 'DRAFT',
      contentArea: [{ __typename: 'RichText' }, { __typename: 'ShareButtons' }],
      articleCategories: [{ slug: 'flower-care' }],
    });
    expect(await published('wattle-wreaths')).toBeNull();

    const publishing = await gql(editor, 'mutation { publishArticle(where: { slug: "wattle-wreaths" }, to: [PUBLISHED]) { title stage } }');
    expect(publishing.data!.publishArticle).toEqual({ title: ARTICLE.title, stage: 'PUBLISHED' });
    expect(await published('wattle-wreaths')).toEqual({ title: ARTICLE.title, slug: 'wattle-wreaths' });
    await expect.poll(() => heard.filter((c) => c.id === 'article-wattle-wreaths').map((c) => c.operation)).toEqual(['create', 'publish']);
  });

  it('saves edits as a draft: the published article keeps its title until published again', async () => {
    const saved = await gql(editor, 'mutation { updateArticle(where: { slug: "wattle-wreaths" }, data: { title: "Golden wattle wreaths" }) { title stage } }');
    expect(saved.data!.updateArticle).toEqual({ title: 'Golden wattle wreaths', stage: 'DRAFT' });
    expect((await published('wattle-wreaths'))!.title).toBe(ARTICLE.title);
    await gql(editor, 'mutation { publishArticle(where: { slug: "wattle-wreaths" }, to: [PUBLISHED]) { title } }');
    expect((await published('wattle-wreaths'))!.title).toBe('Golden wattle wreaths');
  });

  it('keeps every save as a version with who and when, and restores an earlier one', async () => {
    const history = await gql(editor, '{ contentVersions(model: "Article", id: "article-wattle-wreaths") { seq number action author createdAt data } }');
    const versions = history.data!.contentVersions as { seq: number; number: number; action: string; author: string; data: { title: string } }[];
    expect(versions.map((v) => v.action)).toEqual(['publish', 'save', 'publish', 'create']);
    // Numbered within the document, from its first version, whatever other documents' saves did to the sequence.
    expect(versions.map((v) => v.number)).toEqual([4, 3, 2, 1]);
    const older = await gql(editor, '{ contentVersions(model: "Article", id: "article-wattle-wreaths", first: 2, skip: 2) { number action } }');
    expect(older.data!.contentVersions).toEqual([
      { number: 2, action: 'publish' },
      { number: 1, action: 'create' },
    ]);
    expect(new Set(versions.map((v) => v.author))).toEqual(new Set([PEOPLE_EDITOR]));
    const first = versions.at(-1)!;
    const restored = await gql(editor, 'mutation($seq: Int!) { restoreContentVersion(seq: $seq) { number action data } }', { seq: first.seq });
    expect(restored.data!.restoreContentVersion).toMatchObject({ number: 5, action: 'restore', data: { title: ARTICLE.title } });
    await gql(editor, 'mutation { publishArticle(where: { slug: "wattle-wreaths" }, to: [PUBLISHED]) { title } }');
    expect((await published('wattle-wreaths'))!.title).toBe(ARTICLE.title);
  });

  it('lists where each document stands, searchable', async () => {
    await gql(editor, 'mutation { updateArticle(where: { slug: "wattle-wreaths" }, data: { summary: "Wreaths of wattle, step by step." }) { id } }');
    const listed = await gql(editor, '{ contentDocuments(model: "Article", search: "wreath") { id published hasUnpublishedChanges updatedBy } }');
    expect(listed.data!.contentDocuments).toEqual([{ id: 'article-wattle-wreaths', published: true, hasUnpublishedChanges: true, updatedBy: PEOPLE_EDITOR }]);
  });

  it('gives the studio a document as stored (draft and published, references as ids) and names it in lists', async () => {
    const answer = await gql(editor, '{ contentDocument(model: "Article", id: "article-wattle-wreaths") { draft published status { title hasUnpublishedChanges } } }');
    const detail = answer.data!.contentDocument as { draft: Record<string, unknown>; published: Record<string, unknown>; status: unknown };
    expect(detail.draft).toMatchObject({ summary: 'Wreaths of wattle, step by step.', articleCategories: ['category-flower-care'] });
    expect(detail.published).toMatchObject({ summary: ARTICLE.summary });
    expect(detail.draft).not.toHaveProperty('stage');
    expect(detail.status).toEqual({ title: ARTICLE.title, hasUnpublishedChanges: true });
    expect((await gql(editor, '{ contentDocument(model: "Article", id: "article-none") { id } }')).data!.contentDocument).toBeNull();
    expect((await gql(editor, '{ contentDocument(model: "Product", id: "x") { id } }')).errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'model' });
  });

  it('describes the content model for the studio’s forms: each field’s kind, choices and references, from the schema', async () => {
    const answer = await gql(editor, '{ contentStudioModel }');
    const model = answer.data!.contentStudioModel as { models: { type: string; pluralLabel: string; uniqueField: string }[]; types: Record<string, { fields: Record<string, unknown>[] }> };
    expect(model.models.map((m) => m.type)).toEqual(['Page', 'SiteHeader', 'SiteFooter', 'ArticleCategory', 'Article', 'Country', 'Review']);
    expect(model.models.find((m) => m.type === 'ArticleCategory')).toMatchObject({ pluralLabel: 'Article categories', uniqueField: 'slug' });
    const field = (type: string, name: string) => model.types[type]!.fields.find((f) => f.name === name);
    expect(field('Article', 'body')).toMatchObject({ kind: 'richText', required: true });
    expect(field('Article', 'thumbnail')).toMatchObject({ kind: 'object', type: 'Image' });
    expect(field('Article', 'articleCategories')).toMatchObject({ kind: 'reference', model: 'ArticleCategory', list: true });
    expect(field('Article', 'contentArea')).toMatchObject({ kind: 'union', list: true, members: expect.arrayContaining(['RichText', 'HeroSlider', 'ShareButtons']) });
    expect(field('RichText', 'tone')).toMatchObject({ kind: 'enum', options: ['WHITE', 'CREAM', 'SOFT_PINK', 'SAGE', 'PLUM'] });
    expect(field('Page', 'template')).toMatchObject({ kind: 'union', list: false });
    expect(field('Article', 'id')).toBeUndefined();
  });

  it('unpublishes: the article is gone from the published stage and stays a draft', async () => {
    const answer = await gql(editor, 'mutation { unpublishArticle(where: { slug: "wattle-wreaths" }, from: [PUBLISHED]) { stage } }');
    expect(answer.data!.unpublishArticle).toEqual({ stage: 'DRAFT' });
    expect(await published('wattle-wreaths')).toBeNull();
    const draft = await gql(editor, '{ article(where: { slug: "wattle-wreaths" }, stage: DRAFT) { title } }');
    expect(draft.data!.article).toEqual({ title: ARTICLE.title });
  });

  it('takes the editor token as a bearer token, with no session', async () => {
    const answer = await gql(
      t.client(),
      'mutation { updateArticle(where: { slug: "wattle-wreaths" }, data: { author: "Ella Morgan" }) { author } }',
      {},
      { headers: { authorization: `Bearer ${editorToken()}` } },
    );
    expect(answer.data!.updateArticle).toEqual({ author: 'Ella Morgan' });
  });

  it('publishes at a scheduled time, and not before', async () => {
    const at = new Date(Date.now() + 60 * 60 * 1000);
    const scheduled = await gql(editor, 'mutation($at: String!) { publishArticle(where: { slug: "wattle-wreaths" }, to: [PUBLISHED], publishAt: $at) { stage } }', { at: at.toISOString() });
    expect(scheduled.data!.publishArticle).toEqual({ stage: 'DRAFT' });
    await publishDue(new Date(at.getTime() - 1000));
    expect(await published('wattle-wreaths')).toBeNull();
    await publishDue(at);
    expect(await published('wattle-wreaths')).toMatchObject({ title: ARTICLE.title });
    const past = await gql(editor, 'mutation { publishArticle(where: { slug: "wattle-wreaths" }, to: [PUBLISHED], publishAt: "2020-01-01T00:00:00Z") { stage } }');
    expect(past.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'publishAt' });
  });
});

describe('the content model checks what editors write', () => {
  const refused = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await gql(editor, query, variables);
    expect(answer.data?.[Object.keys(answer.data ?? {})[0] ?? ''] ?? null).toBeNull();
    return answer.errors![0]!.extensions as { code: string; field: string; problems: { field: string; message: string }[] };
  };

  it.each([
    ['a missing title', { title: undefined }, 'title', 'Title is required.'],
    ['an image without alt text', { thumbnail: { src: '/images/a.svg', alt: ' ' } }, 'thumbnail.alt', 'Describe the image in its alt text, or mark it decorative.'],
    ['a decorative image with alt text', { thumbnail: { src: '/images/a.svg', alt: 'Roses', decorative: true } }, 'thumbnail.alt', /decorative image has no alt text/],
    ['an image from another scheme', { thumbnail: { src: 'javascript:alert(1)', alt: 'x' } }, 'thumbnail.src', /path on this site/],
    ['a malformed slug', { slug: 'Wattle Wreaths!' }, 'slug', /lower-case letters/],
    ['a slug another article has', { slug: 'caring-for-roses' }, 'slug', 'Another Article already has the slug caring-for-roses.'],
    ['a block type the model does not have', { contentArea: [{ __typename: 'Marquee', id: 'm' }] }, 'contentArea.0', /must be one of RichText/],
    ['an enum value the model does not have', { contentArea: [{ __typename: 'RichText', id: 'r', html: '<p>x</p>', width: 'HUGE' }] }, 'contentArea.0.width', /NARROW, CONTAINED, FULL/],
    ['a category that does not exist', { articleCategories: ['category-nothing'] }, 'articleCategories.0', 'Article Categories links to category-nothing, which does not exist.'],
    ['a field the model does not have', { colour: 'gold' }, 'colour', 'Article has no field colour.'],
    ['a number as text', { readingTime: 'five' }, 'readingTime', 'Reading Time must be a whole number.'],
  ])('refuses %s, naming the field, and saves nothing', async (_name, change, field, message) => {
    const extensions = await refused(CREATE, { data: { ...ARTICLE, slug: 'checked-article', ...change } });
    expect(extensions.code).toBe('BAD_USER_INPUT');
    expect(extensions.field).toBe(field);
    expect(extensions.problems[0]!.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect((await gql(editor, '{ article(where: { slug: "checked-article" }, stage: DRAFT) { id } }')).data!.article).toBeNull();
  });

  it('passes every seeded document, so an editor can save any of them unchanged', async () => {
    const store = await contentSnapshot();
    const problems = CONTENT_MODELS.flatMap(({ type }) =>
      store
        .list(type, 'PUBLISHED')
        .flatMap(({ id, stage: _stage, ...fields }) => checkDocument(contentSchema(), type, id, fields, store, 'PUBLISHED').map((p) => `${type} ${id} ${p.field}: ${p.message}`)),
    );
    expect(problems).toEqual([]);
  });

  it('takes a decorative image with no alt text', async () => {
    const answer = await gql(editor, CREATE, { data: { ...ARTICLE, slug: 'decorated-article', thumbnail: { src: '/images/blog/caring-for-roses.svg', alt: '', decorative: true } } });
    expect(answer.errors).toBeUndefined();
  });

  it('refuses to publish an article whose category is not published', async () => {
    await gql(editor, 'mutation { createArticleCategory(data: { name: "Foraging", slug: "foraging" }) { id } }');
    await gql(editor, CREATE, { data: { ...ARTICLE, slug: 'foraged-posies', articleCategories: ['article-category-foraging'] } });
    const extensions = await refused('mutation { publishArticle(where: { slug: "foraged-posies" }, to: [PUBLISHED]) { id } }');
    expect(extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'articleCategories.0' });
    expect(extensions.problems[0]!.message).toBe('Article Categories links to article-category-foraging, which is not published.');
  });

  it('creates one of two articles sent at once with the same slug, and tells the other editor why', async () => {
    const answers = await Promise.all([1, 2].map(() => gql(editor, CREATE, { data: { ...ARTICLE, slug: 'twice-at-once' } })));
    expect(answers.filter((a) => a.data?.createArticle)).toHaveLength(1);
    const refusal = answers.find((a) => a.errors)!;
    expect(refusal.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'slug' });
  });

  it('answers NOT_FOUND for a document that does not exist, and BAD_USER_INPUT for a where with two fields', async () => {
    expect((await refused('mutation { updateArticle(where: { slug: "no-such-article" }, data: { title: "x" }) { id } }')).code).toBe('NOT_FOUND');
    expect((await refused('mutation { updateArticle(where: { slug: "caring-for-roses", id: "article-caring-for-roses" }, data: { title: "x" }) { id } }')).field).toBe('where');
    expect((await refused('mutation { updateArticle(where: { slug: "caring-for-roses" }, data: [1]) { id } }')).field).toBe('data');
  });
});

describe('only editors write', () => {
  const WRITES = [
    'mutation { updateArticle(where: { slug: "caring-for-roses" }, data: { title: "Hacked" }) { title } }',
    'mutation { createReview(data: { author: "X", summary: "Y", rating: Five }) { id } }',
    'mutation { deletePage(where: { slug: "about" }) { id } }',
    'mutation { publishCountry(where: { isoCode: "NZ" }, to: [PUBLISHED]) { id } }',
    'mutation { unpublishArticle(where: { slug: "caring-for-roses" }, from: [PUBLISHED]) { id } }',
    'mutation { restoreContentVersion(seq: 1) { seq } }',
    '{ contentVersions(model: "Article", id: "article-caring-for-roses") { seq } }',
    '{ contentDocuments(model: "Page") { id } }',
    '{ renderRuns { id status } }',
  ];

  it.each(['guest', 'customer', 'flowerline', 'floristowner'] as const)('refuses a %s with 403 FORBIDDEN, and changes nothing', async (who) => {
    const client = who === 'guest' ? t.client() : await signedInClient(t, who);
    for (const query of WRITES) {
      const answer = await gql(client, query);
      expect(answer.status, query).toBe(403);
      expect(answer.errors![0]!.extensions!.code, query).toBe('FORBIDDEN');
    }
    expect((await published('caring-for-roses'))!.title).toBe('How to care for a bunch of roses');
  });

  it('refuses an editor whose request lacks the session’s CSRF token, or shows a wrong editor token', async () => {
    const noToken = await gql(editor, WRITES[0]!, {}, { csrf: false });
    expect(noToken.status).toBe(403);
    const wrongBearer = await gql(t.client(), WRITES[0]!, {}, { headers: { authorization: `Bearer ${'x'.repeat(43)}` } });
    expect(wrongBearer.status).toBe(403);
    expect((await published('caring-for-roses'))!.title).toBe('How to care for a bunch of roses');
  });
});

describe('the hosted CMS webhook', () => {
  const SECRET = 'webhook-secret-for-the-tests';
  const previous = process.env.CONTENT_WEBHOOK_SECRET;
  beforeAll(() => {
    process.env.CONTENT_WEBHOOK_SECRET = SECRET;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.CONTENT_WEBHOOK_SECRET;
    else process.env.CONTENT_WEBHOOK_SECRET = previous;
  });
  const payload = JSON.stringify({ operation: 'publish', data: { __typename: 'Article', id: 'article-from-the-cms', stage: 'PUBLISHED', title: 'From the CMS' } });
  const post = (body: string, signature?: string) => t.client().request('POST', '/api/content/webhook', { rawBody: body, csrf: false, headers: signature ? { 'gcms-signature': signature } : {} });

  it('takes a signed publish, answers at once and announces the change', async () => {
    const response = await post(payload, signWebhook(payload, SECRET));
    expect(response.status).toBe(202);
    await expect.poll(() => heard.some((c) => c.id === 'article-from-the-cms' && c.operation === 'publish')).toBe(true);
  });

  it.each([
    ['no signature', undefined],
    ['a signature made with another secret', signWebhook(payload, 'another-secret-entirely')],
    ['a signature of another body', signWebhook('{}', SECRET)],
    ['a signature older than five minutes', signWebhook(payload, SECRET, 'master', Date.now() - 6 * 60 * 1000)],
    ['a malformed signature', 'sign=, t=abc'],
  ])('answers 401 to %s', async (_name, signature) => {
    const response = await post(payload, signature);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  });

  it('answers 422 naming the field for a signed payload it does not understand', async () => {
    const body = JSON.stringify({ operation: 'archive', data: { __typename: 'Article', id: 'x' } });
    const response = await post(body, signWebhook(body, SECRET));
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toHaveProperty('operation');
  });
});

const PEOPLE_EDITOR = 'editor@wattleandbloom.com.au';
