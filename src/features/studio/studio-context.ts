import { createContext, useContext } from 'react';
import type { StudioDescriptor } from '../../lib/cms/studio-descriptor';

export interface StudioForm {
  model: StudioDescriptor;
  /** The content API's refusals of the last save or publish, by field path. */
  problems: Record<string, string>;
  /** Saves of a model's documents so far: a reference field loads the list of documents it may link to again after one. */
  savesOf: (model: string) => number;
}

export const StudioFormContext = createContext<StudioForm | null>(null);

export function useStudioForm(): StudioForm {
  const form = useContext(StudioFormContext);
  if (!form) throw new Error('useStudioForm outside the studio form');
  return form;
}
