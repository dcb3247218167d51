export type Stage = 'DRAFT' | 'PUBLISHED';
export type ContentDoc = Record<string, unknown> & { id: string };

/** A stored document: its draft (the latest save) and its published copy, if any. */
export interface ContentRow {
  model: string;
  id: string;
  draft: Record<string, unknown>;
  published: Record<string, unknown> | null;
}

export interface ContentStore {
  list(type: string, stage: Stage): ContentDoc[];
  byId(type: string, id: string, stage: Stage): ContentDoc | undefined;
}

/** The view of a document at a stage: DRAFT sees the latest save, PUBLISHED the published copy (none while unpublished). */
function atStage(row: ContentRow, stage: Stage): ContentDoc | undefined {
  const fields = stage === 'PUBLISHED' ? row.published : row.draft;
  return fields ? { ...fields, id: row.id, stage } : undefined;
}

/** An immutable snapshot of every document, as the content schema reads it. */
export function contentStoreOf(rows: readonly ContentRow[]): ContentStore {
  const byType = new Map<string, ContentRow[]>();
  for (const row of [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const list = byType.get(row.model) ?? [];
    list.push(row);
    byType.set(row.model, list);
  }
  const views = new Map<string, ContentDoc[]>();
  const indexes = new Map<string, Map<string, ContentDoc>>();
  const list = (type: string, stage: Stage) => {
    const key = `${type}:${stage}`;
    let docs = views.get(key);
    if (!docs) {
      docs = (byType.get(type) ?? []).map((row) => atStage(row, stage)).filter((d): d is ContentDoc => !!d);
      views.set(key, docs);
      indexes.set(key, new Map(docs.map((doc) => [doc.id, doc])));
    }
    return docs;
  };
  return {
    list,
    byId: (type, id, stage) => {
      list(type, stage);
      return indexes.get(`${type}:${stage}`)?.get(id);
    },
  };
}
