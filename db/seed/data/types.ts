import type { FacetName, ProductType } from '../../../src/lib/domain/products';
import type { VariantLabel } from '../../../src/lib/domain/variants';

/** What the image generator needs to draw a product. */
export interface ArtSpec {
  kind: 'bouquet' | 'vase' | 'box' | 'basket' | 'plant' | 'hamper' | 'gift' | 'dome';
  /** Flower shapes to draw (facet keys such as roses, tulips, natives). */
  flowers: string[];
  /** Petal colours, hex. */
  colours: string[];
  /** Wrap, pot, box or basket colour, hex. */
  accent: string;
  /** What a gift or hamper holds, for gifts and hampers. */
  items?: string[];
}

export interface VariantSeed {
  label: VariantLabel;
  priceCents: number;
  workroomGuide: string | null;
}

export interface ProductSeed {
  key: string;
  slug: string;
  /** The slug whose pictures it shows, when not its own (a scale copy shows its original's). */
  imageSlug?: string;
  productType: ProductType;
  name: string;
  subtitle: string;
  description: string;
  additionalInformation: string;
  tag: string | null;
  rating: number;
  reviewCount: number;
  thirdPartySource: string | null;
  isHamper: boolean;
  facets: Partial<Record<Exclude<FacetName, 'price'>, string[]>>;
  searchKeywords: string;
  variants: VariantSeed[];
  art: ArtSpec;
}

export const productImage = (slug: string) => `/images/products/${slug}.svg`;
export const hoverImage = (slug: string) => `/images/products/${slug}-hover.svg`;
export const variantImage = (slug: string, label: string) => (label === 'Standard' ? productImage(slug) : `/images/products/${slug}-${label.toLowerCase()}.svg`);
export const addonImage = (key: string) => `/images/products/addons/${key}.svg`;
