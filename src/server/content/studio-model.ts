import { getNamedType, GraphQLEnumType, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLUnionType, type GraphQLOutputType, type GraphQLSchema } from 'graphql';
import type { StudioDescriptor, StudioField, StudioModel, StudioType } from '../../lib/cms/studio-descriptor';
import { SYSTEM_FIELDS } from './checks';
import { CONTENT_MODELS, MODEL_TYPES } from './models';

/** Strings the studio edits in a multi-line box rather than a one-line input. */
const LONG_TEXT = new Set(['text', 'summary', 'description', 'intro']);
/** Strings that hold a date and time. */
const DATE_TIMES = new Set(['publishedAt']);

/** Words the studio spells its own way in labels. */
const WORDS: Record<string, string> = { seo: 'SEO', iso: 'ISO', src: 'image address', alt: 'alt text', url: 'address', cta: 'call to action', sms: 'SMS', html: 'text' };

/** A field or type name as a label, in sentence case: `readingTime` → Reading time, `isoCode` → ISO code. */
const labelOf = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(' ')
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase())
    .join(' ')
    .replace(/^./, (c) => c.toUpperCase());

/** What the studio needs to know of one field to give it the input made for its type. */
function fieldOf(name: string, type: GraphQLOutputType, description: string | undefined | null, types: Map<string, StudioType>): StudioField {
  let required = false;
  let list = false;
  let inner: GraphQLOutputType = type;
  if (inner instanceof GraphQLNonNull) {
    required = true;
    inner = inner.ofType as GraphQLOutputType;
  }
  if (inner instanceof GraphQLList) list = true;
  const named = getNamedType(inner);
  const base = { name, label: labelOf(name), required, list, ...(description ? { description } : {}) };
  if (MODEL_TYPES.has(named.name)) return { ...base, kind: 'reference', model: named.name };
  if (named instanceof GraphQLEnumType) return { ...base, kind: 'enum', options: named.getValues().map((v) => v.name) };
  if (named instanceof GraphQLUnionType) {
    for (const member of named.getTypes()) describeType(member, types);
    return { ...base, kind: 'union', members: named.getTypes().map((t) => t.name) };
  }
  if (named instanceof GraphQLObjectType) {
    describeType(named, types);
    return { ...base, kind: 'object', type: named.name };
  }
  if (named.name === 'ID') return { ...base, kind: 'id' };
  if (named.name === 'Int') return { ...base, kind: 'int' };
  if (named.name === 'Boolean') return { ...base, kind: 'boolean' };
  if (description?.startsWith('HTML')) return { ...base, kind: 'richText' };
  if (DATE_TIMES.has(name)) return { ...base, kind: 'dateTime' };
  return { ...base, kind: LONG_TEXT.has(name) ? 'longText' : 'text' };
}

function describeType(type: GraphQLObjectType, types: Map<string, StudioType>, topLevel = false): void {
  if (types.has(type.name)) return;
  const entry: StudioType = { name: type.name, label: labelOf(type.name), fields: [], ...(type.description ? { description: type.description } : {}) };
  types.set(type.name, entry);
  for (const field of Object.values(type.getFields())) {
    if (topLevel && SYSTEM_FIELDS.has(field.name)) continue;
    entry.fields.push(fieldOf(field.name, field.type, field.description, types));
  }
}

/** The field a document is named by in lists: its title, else its name, else its author. */
function titleFieldOf(type: StudioType): string {
  const names = type.fields.map((f) => f.name);
  return ['title', 'name', 'author'].find((n) => names.includes(n)) ?? 'id';
}

/**
 * The studio's description of the content model, derived from the content
 * schema: every model with its fields, and every object type and block
 * they hold. The studio builds its forms from this, so a field added to the
 * SDL gets its input without a change to the studio.
 */
export function studioDescriptor(schema: GraphQLSchema): StudioDescriptor {
  const types = new Map<string, StudioType>();
  const models: StudioModel[] = CONTENT_MODELS.map(({ type, plural }) => {
    const object = schema.getType(type);
    if (!(object instanceof GraphQLObjectType)) throw new Error(`No content model ${type}`);
    describeType(object, types, true);
    const described = types.get(type)!;
    const hasSlug = described.fields.some((f) => f.name === 'slug');
    return { type, label: labelOf(type), pluralLabel: labelOf(plural), titleField: titleFieldOf(described), uniqueField: hasSlug ? 'slug' : 'id' };
  });
  return { models, types: Object.fromEntries(types) };
}
