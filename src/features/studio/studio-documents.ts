import type { ApiResult } from '../../lib/api/client';
import type { ContentDocumentStatus, StudioDescriptor } from '../../lib/cms/studio-descriptor';
import { studioRequest } from './studio-api';

export type Fields = Record<string, unknown>;

export interface DocumentStatus extends ContentDocumentStatus {
  /** What the document is called in lists. */
  title: string | null;
}

export interface DocumentDetail {
  id: string;
  draft: Fields;
  published: Fields | null;
  status: DocumentStatus;
}

export interface Version {
  seq: number;
  /** Its place in the document's history: 1 for the first version. */
  number: number;
  action: string;
  author: string;
  createdAt: string;
  data: Fields;
}

export interface RenderRun {
  id: number;
  status: 'rendering' | 'done' | 'failed';
  startedAt: string;
  finishedAt: string | null;
  paths: string[];
  error: string | null;
}

const STATUS = 'id title published hasUnpublishedChanges updatedAt updatedBy publishedAt publishAt';

const map = <T, U>(result: ApiResult<T>, pick: (data: T) => U): ApiResult<U> => (result.ok ? { ...result, data: pick(result.data) } : result);

export const loadStudioModel = (signal?: AbortSignal) =>
  studioRequest<{ contentStudioModel: StudioDescriptor }>('query StudioModel { contentStudioModel }', {}, signal).then((r) => map(r, (d) => d.contentStudioModel));

export const listDocuments = (model: string, search: string, signal?: AbortSignal) =>
  studioRequest<{ contentDocuments: DocumentStatus[] }>(
    `query Documents($model: String!, $search: String) { contentDocuments(model: $model, search: $search, first: 100) { ${STATUS} } }`,
    { model, search: search || null },
    signal,
  ).then((r) => map(r, (d) => d.contentDocuments));

export const loadDocument = (model: string, id: string, signal?: AbortSignal) =>
  studioRequest<{ contentDocument: DocumentDetail | null }>(
    `query Document($model: String!, $id: ID!) { contentDocument(model: $model, id: $id) { id draft published status { ${STATUS} } } }`,
    { model, id },
    signal,
  ).then((r) => map(r, (d) => d.contentDocument));

export const createDocument = (model: string, data: Fields) =>
  studioRequest<Record<string, { id: string } | null>>(`mutation Create($data: ${model}CreateInput!) { result: create${model}(data: $data) { id } }`, { data }).then((r) =>
    map(r, (d) => d.result!.id),
  );

export const saveDocument = (model: string, id: string, data: Fields) =>
  studioRequest(`mutation Save($where: ${model}WhereUniqueInput!, $data: ${model}UpdateInput!) { update${model}(where: $where, data: $data) { id } }`, { where: { id }, data });

export const publishDocument = (model: string, id: string, publishAt?: string) =>
  studioRequest(`mutation Publish($where: ${model}WhereUniqueInput!, $publishAt: String) { publish${model}(where: $where, to: [PUBLISHED], publishAt: $publishAt) { id } }`, {
    where: { id },
    publishAt: publishAt ?? null,
  });

export const unpublishDocument = (model: string, id: string) =>
  studioRequest(`mutation Unpublish($where: ${model}WhereUniqueInput!) { unpublish${model}(where: $where, from: [PUBLISHED]) { id } }`, { where: { id } });

export const deleteDocument = (model: string, id: string) => studioRequest(`mutation Delete($where: ${model}WhereUniqueInput!) { delete${model}(where: $where) { id } }`, { where: { id } });

export const listVersions = (model: string, id: string, signal?: AbortSignal) =>
  studioRequest<{ contentVersions: Version[] }>(
    'query Versions($model: String!, $id: ID!) { contentVersions(model: $model, id: $id, first: 100) { seq number action author createdAt data } }',
    { model, id },
    signal,
  ).then((r) => map(r, (d) => d.contentVersions));

export const restoreVersion = (seq: number) => studioRequest('mutation Restore($seq: Int!) { restoreContentVersion(seq: $seq) { seq } }', { seq });

import type { LibraryImage } from '../../lib/api/contracts/media-library';
export type { LibraryImage };

export const listLibraryImages = (signal: AbortSignal) =>
  studioRequest<{ contentLibraryImages: LibraryImage[] }>('query Library { contentLibraryImages(first: 500) { src filename width height uploadedAt alts } }', {}, signal).then((r) =>
    map(r, (d) => d.contentLibraryImages),
  );

export const latestRenderRuns = (signal?: AbortSignal) =>
  studioRequest<{ renderRuns: RenderRun[] }>('query Runs { renderRuns(first: 5) { id status startedAt finishedAt paths error } }', {}, signal).then((r) => map(r, (d) => d.renderRuns));
