import type { StudioDescriptor, StudioField } from '../../lib/cms/studio-descriptor';
import type { Fields } from './studio-documents';
import { whenText } from './studio-values';

/** A document's title by model and id, for the references a version holds (the id while the titles load). */
export type TitleOf = (model: string, id: string) => string;

const EMPTY = '(empty)';
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Rich text as a reader reads it: its words, a line for each paragraph, heading or list item. */
export function htmlText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|div)>|<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\n{2,}/g, '\n')
    .trim();
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** An image as the comparison names it: its alt text (or that it is decorative) and its size. */
function imageText(image: Fields): string {
  const size = typeof image.width === 'number' && typeof image.height === 'number' ? `, ${image.width} × ${image.height} px` : '';
  if (image.decorative === true) return `Decorative image${size}`;
  return typeof image.alt === 'string' && image.alt ? `Image “${image.alt}”${size}` : `Image without alt text${size}`;
}

/** The filled-in fields of an object, one `Label: value` each. */
function objectText(model: StudioDescriptor, type: string, value: Fields, titleOf: TitleOf): string {
  if (type === 'Image') return imageText(value);
  return (model.types[type]?.fields ?? [])
    .filter((field) => field.kind !== 'id' && !isEmpty(value[field.name]))
    .map((field) => `${field.label}: ${readableValue(model, { ...field }, value[field.name], titleOf)}`)
    .join('\n');
}

function oneValue(model: StudioDescriptor, field: StudioField, value: unknown, titleOf: TitleOf): string {
  if (isEmpty(value)) return EMPTY;
  switch (field.kind) {
    case 'richText':
      return typeof value === 'string' ? htmlText(value) || EMPTY : EMPTY;
    case 'boolean':
      return value === true ? 'Yes' : 'No';
    case 'dateTime':
      return typeof value === 'string' && !Number.isNaN(new Date(value).getTime()) ? `${whenText(value)} (Melbourne time)` : String(value);
    case 'enum':
      return String(value).replace(/_/g, ' ').toLowerCase();
    case 'reference':
      return typeof value === 'string' ? titleOf(field.model!, value) : EMPTY;
    case 'object':
      return value && typeof value === 'object' ? objectText(model, field.type!, value as Fields, titleOf) : EMPTY;
    case 'union': {
      const item = value as Fields;
      const type = typeof item.__typename === 'string' ? item.__typename : field.members![0]!;
      const body = objectText(model, type, item, titleOf);
      return `${model.types[type]?.label ?? type}${body ? `\n${body.replace(/^/gm, '  ')}` : ''}`;
    }
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  }
}

/**
 * A field's value as an editor reads it in the comparison of two versions:
 * text as written, rich text without its markup, dates in Melbourne time,
 * links by the linked document's title, images by their alt text, and
 * blocks and lists one item a line, numbered.
 */
export function readableValue(model: StudioDescriptor, field: StudioField, value: unknown, titleOf: TitleOf): string {
  if (isEmpty(value)) return EMPTY;
  if (!field.list || !Array.isArray(value)) return oneValue(model, field, value, titleOf);
  const items = value.map((item) => oneValue(model, { ...field, list: false }, item, titleOf));
  if (field.kind === 'reference' || field.kind === 'enum' || field.kind === 'text') return items.join(', ');
  return items.map((item, i) => `${i + 1}. ${item}`).join('\n');
}

/** The fields an editor edits whose values differ between two versions, in the form's order. */
export function changedFieldsOf(model: StudioDescriptor, type: string, a: Fields, b: Fields): StudioField[] {
  return (model.types[type]?.fields ?? []).filter((field) => field.kind !== 'id' && JSON.stringify(a[field.name] ?? null) !== JSON.stringify(b[field.name] ?? null));
}

/** The models the references among these fields link to (their titles are loaded for the comparison). */
export const referencedModels = (fields: StudioField[]) => [...new Set(fields.filter((f) => f.kind === 'reference').map((f) => f.model!))].sort();
