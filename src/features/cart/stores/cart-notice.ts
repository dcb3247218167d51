import { atom } from 'nanostores';

/** What the drawer says after an add to cart: the product added, and whether an add-on failed. */
export interface AddToCartNotice {
  message: string;
  /** Set when one or more add-ons could not be added. */
  addonError: string | null;
}

export const $addToCartNotice = atom<AddToCartNotice | null>(null);
