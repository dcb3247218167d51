import { atom } from 'nanostores';
import type { Image } from '../../../lib/api/contracts/common';
import { wakeIslands } from '../../../stores/wake';

/** The size chosen on the product page, shared by its gallery and workroom guide. */
export interface ChosenVariant {
  productKey: string;
  variantKey: string;
  label: string;
  image: Image | null;
}

export const $chosenVariant = atom<ChosenVariant | null>(null);
// The gallery (and the workroom guide) sleep until a size is chosen (src/lib/api/client-use.ts).
$chosenVariant.listen(() => wakeIslands('variant'));
