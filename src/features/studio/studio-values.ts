import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { TIMEZONE } from '../../lib/domain/constants';
import { formatDateTime } from '../../lib/domain/display-locale';
import type { StudioDescriptor, StudioField } from '../../lib/cms/studio-descriptor';
import type { Fields } from './studio-documents';

/** A field's path in the document (`contentArea.1.heading`), as the content API names it in its refusals. */
export const pathOf = (parent: string, name: string | number) => (parent ? `${parent}.${name}` : String(name));

/** The id of the input for a path (also the target of the problem summary's links). */
export const inputId = (path: string) => `field-${path.replace(/[^\w-]/g, '-')}`;

/** Lower-case words and single hyphens, from a title. */
export const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');

/** A short random id for a new block (blocks are told apart by id). */
export const blockId = (typename: string) => `${slugify(typename)}-${Math.random().toString(36).slice(2, 10)}`;

/** What a new item of an object type starts with: its required fields, empty. */
export function emptyObject(model: StudioDescriptor, type: string, typename?: string): Fields {
  const fields: Fields = typename ? { __typename: typename } : {};
  for (const field of model.types[type]?.fields ?? []) {
    if (field.kind === 'id') {
      if (typename) fields[field.name] = blockId(typename);
      continue;
    }
    if (field.required) fields[field.name] = emptyValue(model, field);
  }
  return fields;
}

export function emptyValue(model: StudioDescriptor, field: StudioField): unknown {
  if (field.list) return [];
  switch (field.kind) {
    case 'boolean':
      return false;
    case 'int':
      return 0;
    case 'enum':
      return field.options?.[0] ?? '';
    case 'object':
      return emptyObject(model, field.type!);
    case 'union':
      return emptyObject(model, field.members![0]!, field.members![0]!);
    case 'reference':
      return null;
    default:
      return '';
  }
}

/**
 * A new document of a model: its required fields, empty, but for numbers
 * and times, which the content API fills in when they are left out (an
 * article's reading time and date).
 */
export function emptyDocument(model: StudioDescriptor, type: string): Fields {
  const fields = emptyObject(model, type);
  for (const field of model.types[type]?.fields ?? []) if (field.kind === 'int' || field.kind === 'dateTime') delete fields[field.name];
  return fields;
}

/** `2026-12-01T09:00` as Melbourne wall time, for a datetime-local input. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : formatInTimeZone(at, TIMEZONE, "yyyy-MM-dd'T'HH:mm");
}

/** A datetime-local value read as Melbourne wall time, as an ISO instant; empty or unreadable: null. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const at = fromZonedTime(value, TIMEZONE);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** A time as editors read it: 25 Nov 2026, 9:05 am (Melbourne). */
export const whenText = (iso: string) => formatDateTime(iso, 'en-AU', 'medium');

/** The top-level fields whose values differ between two versions. */
export function changedFields(a: Fields, b: Fields): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((key) => JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null)).sort();
}

/** A value as the version comparison shows it: text as it is, anything else as indented JSON. */
export const valueText = (value: unknown) => (value === undefined || value === null ? '(empty)' : typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** Moves item `from` of a list to `to`, leaving the list as it was when `to` is out of range. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
