/**
 * The content model as the studio sees it (built on the server from the
 * content schema by src/server/content/studio-model.ts): each field's kind
 * decides the input the studio gives it.
 */
export type StudioFieldKind = 'id' | 'text' | 'longText' | 'richText' | 'int' | 'boolean' | 'dateTime' | 'enum' | 'reference' | 'object' | 'union';

export interface StudioField {
  name: string;
  label: string;
  description?: string;
  kind: StudioFieldKind;
  required: boolean;
  list: boolean;
  /** enum: the choices. */
  options?: string[];
  /** reference: the model of the documents it links to. */
  model?: string;
  /** object: the type of the nested fields. */
  type?: string;
  /** union: the types an item may be (its __typename). */
  members?: string[];
}

export interface StudioType {
  name: string;
  label: string;
  description?: string;
  fields: StudioField[];
}

export interface StudioModel {
  type: string;
  label: string;
  pluralLabel: string;
  /** The field a document is named by in lists. */
  titleField: string;
  /** The unique field mutations name a document by (`where`). */
  uniqueField: 'slug' | 'id';
}

export interface StudioDescriptor {
  models: StudioModel[];
  types: Record<string, StudioType>;
}

/** Where the studio sends its reads and writes: the content API, as the signed-in editor. */
export const CONTENT_ENDPOINT_PATH = '/api/graphql';

/** Where a document stands (contentDocuments): published or not, unpublished changes, a scheduled publish. */
export interface ContentDocumentStatus {
  id: string;
  published: boolean;
  hasUnpublishedChanges: boolean;
  updatedAt: string;
  updatedBy: string | null;
  publishedAt: string | null;
  publishAt: string | null;
}
