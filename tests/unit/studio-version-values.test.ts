import { describe, expect, it } from 'vitest';
import type { StudioDescriptor } from '../../src/lib/cms/studio-descriptor';
import { changedFieldsOf, htmlText, readableValue } from '../../src/features/studio/version-values';
import { altTextsByImage } from '../../src/server/content/media-library';
import { contentStoreOf } from '../../src/server/content/store';

const model: StudioDescriptor = {
  models: [{ type: 'Article', label: 'Article', pluralLabel: 'Articles', titleField: 'title', uniqueField: 'slug' }],
  types: {
    Article: {
      name: 'Article',
      label: 'Article',
      fields: [
        { name: 'title', label: 'Title', kind: 'text', required: true, list: false },
        { name: 'body', label: 'Body', kind: 'richText', required: true, list: false },
        { name: 'publishedAt', label: 'Published at', kind: 'dateTime', required: true, list: false },
        { name: 'thumbnail', label: 'Thumbnail', kind: 'object', type: 'Image', required: true, list: false },
        { name: 'articleCategories', label: 'Article categories', kind: 'reference', model: 'ArticleCategory', required: true, list: true },
        { name: 'contentArea', label: 'Content area', kind: 'union', members: ['RichTextBlock'], required: true, list: true },
      ],
    },
    Image: { name: 'Image', label: 'Image', fields: [] },
    RichTextBlock: {
      name: 'RichTextBlock',
      label: 'Rich text',
      fields: [
        { name: 'id', label: 'Id', kind: 'id', required: true, list: false },
        { name: 'heading', label: 'Heading', kind: 'text', required: false, list: false },
      ],
    },
  },
};
const field = (name: string) => model.types.Article!.fields.find((f) => f.name === name)!;
const titleOf = (m: string, id: string) => (m === 'ArticleCategory' && id === 'flower-care' ? 'Flower care' : id);

describe('a version as an editor reads it', () => {
  it('shows rich text without its markup, a paragraph a line', () => {
    expect(htmlText('<p>Cut the stems &amp; change the water.</p><ul><li>Daily</li></ul>')).toBe('Cut the stems & change the water.\n• Daily');
  });

  it('shows times in Melbourne, images by alt text, links by title and blocks by their labels', () => {
    expect(readableValue(model, field('publishedAt'), '2026-11-30T22:30:00.000Z', titleOf)).toBe('1 Dec 2026, 9:30 am (Melbourne time)');
    expect(readableValue(model, field('thumbnail'), { src: '/api/content/assets/x', alt: 'A red waratah', width: 1200, height: 800 }, titleOf)).toBe('Image “A red waratah”, 1200 × 800 px');
    expect(readableValue(model, field('articleCategories'), ['flower-care'], titleOf)).toBe('Flower care');
    expect(readableValue(model, field('contentArea'), [{ __typename: 'RichTextBlock', id: 'rich-1', heading: 'Step by step' }], titleOf)).toBe('1. Rich text\n  Heading: Step by step');
    expect(readableValue(model, field('title'), '', titleOf)).toBe('(empty)');
  });

  it('compares only the fields an editor edits, in the form’s order', () => {
    const changed = changedFieldsOf(model, 'Article', { title: 'A', body: '<p>x</p>', updatedAt: '1' }, { title: 'B', body: '<p>x</p>', updatedAt: '2' });
    expect(changed.map((f) => f.label)).toEqual(['Title']);
  });
});

describe('the media library’s alt texts', () => {
  it('gathers the alt texts each uploaded image has been given in the drafts, with how often', () => {
    const src = '/api/content/assets/AAAAAAAAAAAAAAAAAAAAAA';
    const store = contentStoreOf([
      { model: 'Article', id: 'a', draft: { thumbnail: { src, alt: 'Wattle' }, contentArea: [{ image: { src, alt: 'Golden wattle' } }] }, published: null },
      { model: 'Page', id: 'b', draft: { hero: { src, alt: 'Golden wattle' }, other: { src: '/images/x.jpg', alt: 'Not uploaded' } }, published: null },
    ]);
    const alts = altTextsByImage(store);
    expect([...alts.keys()]).toEqual([src]);
    expect(Object.fromEntries(alts.get(src)!)).toEqual({ Wattle: 1, 'Golden wattle': 2 });
  });
});
