import { createContext, useContext } from 'react';
import type { StudioDescriptor } from '../../lib/cms/studio-descriptor';
import type { DocumentStatus } from './studio-documents';

export interface StudioForm {
  model: StudioDescriptor;
  /** The content API's refusals of the last save or publish, by field path. */
  problems: Record<string, string>;
  /** The documents a reference field may link to, loaded once per model. */
  documentsOf: (model: string) => DocumentStatus[] | undefined;
}

export const StudioFormContext = createContext<StudioForm | null>(null);

export function useStudioForm(): StudioForm {
  const form = useContext(StudioFormContext);
  if (!form) throw new Error('useStudioForm outside the studio form');
  return form;
}
