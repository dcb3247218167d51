import { getNamedType, GraphQLEnumType, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLScalarType, GraphQLUnionType, type GraphQLOutputType, type GraphQLSchema } from 'graphql';
import { MODEL_TYPES } from './models';
import type { ContentStore, Stage } from './store';

/** A field an editor must fix: its path in the document (`contentArea.1.heading`) and what is wrong. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** Fields the CMS keeps itself: an editor's data never sets them. */
export const SYSTEM_FIELDS = new Set(['id', 'stage', 'createdAt', 'updatedAt']);

const MAX_TEXT = 100_000;
const MAX_ITEMS = 200;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Page and country slugs may be paths (`/gifts/cuddly-koala`, `overseas/nz`). */
const PAGE_SLUG = /^\/?[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const ISO_CODE = /^[A-Z]{2}$/;
const IMAGE_SRC = /^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function isExternalLink(value: string): boolean {
  if (/^(mailto|tel):[^\s]+$/.test(value)) return true;
  // A path on this site that is not a CMS page (a product listing, /overseas).
  if (/^\/(?!\/)[^\s]*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const label = (path: string) =>
  (
    path
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .at(-1) ?? path
  )
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase());

interface Walk {
  store: ContentStore;
  /** References must resolve at this stage: DRAFT while saving, PUBLISHED to publish. */
  stage: Stage;
  problems: FieldProblem[];
}

function checkValue(type: GraphQLOutputType, value: unknown, path: string, walk: Walk): void {
  const problem = (message: string): void => void walk.problems.push({ field: path, message });
  if (type instanceof GraphQLNonNull) {
    if (value === null || value === undefined || (typeof value === 'string' && !value.trim())) return problem(`${label(path)} is required.`);
    return checkValue(type.ofType as GraphQLOutputType, value, path, walk);
  }
  if (value === null || value === undefined) return;
  if (type instanceof GraphQLList) {
    if (!Array.isArray(value)) return problem(`${label(path)} must be a list.`);
    if (value.length > MAX_ITEMS) return problem(`${label(path)} holds at most ${MAX_ITEMS} items.`);
    value.forEach((item, i) => checkValue(type.ofType as GraphQLOutputType, item, `${path}.${i}`, walk));
    return;
  }
  const named = getNamedType(type);
  if (MODEL_TYPES.has(named.name)) {
    if (typeof value !== 'string') return problem(`${label(path)} must be the id of a ${named.name}.`);
    if (!walk.store.byId(named.name, value, walk.stage)) {
      return problem(walk.stage === 'PUBLISHED' ? `${label(path)} links to ${value}, which is not published.` : `${label(path)} links to ${value}, which does not exist.`);
    }
    return;
  }
  if (named instanceof GraphQLEnumType) {
    const allowed = named.getValues().map((v) => v.name);
    if (typeof value !== 'string' || !allowed.includes(value)) problem(`${label(path)} must be one of ${allowed.join(', ')}.`);
    return;
  }
  if (named instanceof GraphQLScalarType) return checkScalar(named.name, value, path, problem);
  if (named instanceof GraphQLUnionType) {
    const typename = value && typeof value === 'object' ? (value as { __typename?: unknown }).__typename : undefined;
    const member = named.getTypes().find((t) => t.name === typename);
    if (!member)
      return problem(
        `${label(path)} must be one of ${named
          .getTypes()
          .map((t) => t.name)
          .join(', ')} (its __typename).`,
      );
    return checkObject(member, value as Record<string, unknown>, path, walk, new Set(['__typename']));
  }
  if (named instanceof GraphQLObjectType) {
    if (typeof value !== 'object' || Array.isArray(value)) return problem(`${label(path)} must be an object.`);
    checkObject(named, value as Record<string, unknown>, path, walk);
  }
}

function checkScalar(name: string, value: unknown, path: string, problem: (message: string) => void): void {
  if (name === 'Int' && !Number.isSafeInteger(value)) return problem(`${label(path)} must be a whole number.`);
  if (name === 'Float' && (typeof value !== 'number' || !Number.isFinite(value))) return problem(`${label(path)} must be a number.`);
  if (name === 'Boolean' && typeof value !== 'boolean') return problem(`${label(path)} must be true or false.`);
  if (name === 'String' || name === 'ID') {
    if (typeof value !== 'string') return problem(`${label(path)} must be text.`);
    if (value.length > MAX_TEXT) return problem(`${label(path)} must be at most ${MAX_TEXT.toLocaleString('en-AU')} characters.`);
  }
}

function checkObject(type: GraphQLObjectType, value: Record<string, unknown>, path: string, walk: Walk, allowed = new Set<string>()): void {
  const fields = type.getFields();
  const prefix = path ? `${path}.` : '';
  for (const key of Object.keys(value)) {
    // The CMS's own fields (a document's timestamps) are kept by it, whatever the model lists.
    if (!path && SYSTEM_FIELDS.has(key)) continue;
    if (!fields[key] && !allowed.has(key)) walk.problems.push({ field: `${prefix}${key}`, message: `${type.name} has no field ${key}.` });
  }
  for (const field of Object.values(fields)) {
    if (!path && SYSTEM_FIELDS.has(field.name)) continue;
    checkValue(field.type, value[field.name], `${prefix}${field.name}`, walk);
  }
  if (type.name === 'Image') checkImage(value, path, walk.problems);
  if (type.name === 'NavigationItem' && typeof value.externalLink === 'string' && !isExternalLink(value.externalLink)) {
    walk.problems.push({ field: `${prefix}externalLink`, message: 'External link must be a full web address (https://…), a path on this site (/…), mailto: or tel:.' });
  }
}

function checkImage(value: Record<string, unknown>, path: string, problems: FieldProblem[]): void {
  const prefix = path ? `${path}.` : '';
  if (typeof value.src === 'string' && !IMAGE_SRC.test(value.src)) problems.push({ field: `${prefix}src`, message: 'Image address must be a path on this site (/…) or an https:// address.' });
  if (value.decorative === true) {
    if (typeof value.alt === 'string' && value.alt.trim()) problems.push({ field: `${prefix}alt`, message: 'A decorative image has no alt text: clear it, or untick Decorative.' });
  } else if (typeof value.alt !== 'string' || !value.alt.trim()) {
    problems.push({ field: `${prefix}alt`, message: 'Describe the image in its alt text, or mark it decorative.' });
  }
}

/** Model-level rules the SDL cannot say: slug and code formats, unique slugs, dates. */
function checkModelRules(model: string, id: string, doc: Record<string, unknown>, store: ContentStore, problems: FieldProblem[]): void {
  const slug = doc.slug;
  if (typeof slug === 'string' && slug) {
    const pattern = model === 'Page' || model === 'Country' ? PAGE_SLUG : SLUG;
    if (!pattern.test(slug)) {
      problems.push({ field: 'slug', message: 'Slug must be lower-case letters, digits and single hyphens (like spring-flowers).' });
    } else if (store.list(model, 'DRAFT').some((other) => other.id !== id && other.slug === slug)) {
      problems.push({ field: 'slug', message: `Another ${model} already has the slug ${slug}.` });
    }
  }
  if (model === 'Country' && typeof doc.isoCode === 'string' && !ISO_CODE.test(doc.isoCode)) problems.push({ field: 'isoCode', message: 'ISO code must be two capital letters (like NZ).' });
  if (model === 'Article' && typeof doc.publishedAt === 'string' && !DATE_TIME.test(doc.publishedAt)) {
    problems.push({ field: 'publishedAt', message: 'Published at must be a date and time (like 2026-11-25T09:00:00Z).' });
  }
}

/**
 * Checks a document against its model (its GraphQL type in the content
 * schema) and the CMS's own rules. Returns every problem, each naming its
 * field; none means it may be saved (stage DRAFT) or published (PUBLISHED).
 */
export function checkDocument(schema: GraphQLSchema, model: string, id: string, doc: Record<string, unknown>, store: ContentStore, stage: Stage): FieldProblem[] {
  const type = schema.getType(model);
  if (!(type instanceof GraphQLObjectType)) throw new Error(`No content model ${model}`);
  const problems: FieldProblem[] = [];
  checkObject(type, doc, '', { store, stage, problems });
  checkModelRules(model, id, doc, store, problems);
  return problems;
}
