/** A product's state (draft, onSale, offSale, archived) in the back office's words: its select, its badges and its history. */
export const CATALOGUE_STATE_WORDS = { draft: 'Draft', onSale: 'On sale', offSale: 'Off sale', archived: 'Archived' } as const;
