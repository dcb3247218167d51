import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_MODELS } from './models';

export type Stage = 'DRAFT' | 'PUBLISHED';
export type ContentDoc = Record<string, unknown> & { id: string };

/** A stored document: its published fields, and optional unpublished edits. */
interface StoredDoc extends ContentDoc {
  published?: boolean;
  draft?: Record<string, unknown>;
}

export interface ContentStore {
  list(type: string, stage: Stage): ContentDoc[];
  byId(type: string, id: string, stage: Stage): ContentDoc | undefined;
}

function readCollection(dir: string): StoredDoc[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const doc = JSON.parse(readFileSync(join(dir, name), 'utf8')) as StoredDoc;
      if (typeof doc.id !== 'string') throw new Error(`Content document ${join(dir, name)} has no id`);
      return doc;
    });
}

/** The view of a document at a stage: drafts see unpublished edits and documents. */
function atStage(doc: StoredDoc, stage: Stage): ContentDoc | undefined {
  const { draft, published, ...fields } = doc;
  if (stage === 'PUBLISHED') return published === false ? undefined : { ...fields, stage };
  return { ...fields, ...(draft ?? {}), stage };
}

/** Loads every model's documents from `<cmsDir>/content/<collection>/*.json`. */
export function loadContentStore(cmsDir: string): ContentStore {
  const byType = new Map<string, StoredDoc[]>();
  for (const model of CONTENT_MODELS) byType.set(model.type, readCollection(join(cmsDir, 'content', model.collection)));
  const views = new Map<string, ContentDoc[]>();
  const list = (type: string, stage: Stage) => {
    const key = `${type}:${stage}`;
    let docs = views.get(key);
    if (!docs) {
      docs = (byType.get(type) ?? []).map((doc) => atStage(doc, stage)).filter((d): d is ContentDoc => !!d);
      views.set(key, docs);
    }
    return docs;
  };
  return {
    list,
    byId: (type, id, stage) => list(type, stage).find((doc) => doc.id === id),
  };
}
