/**
 * Catalogue vocabulary shared by the listing island and the API: facet names
 * and their values, price bands, sort options, product types and the URL of
 * a product page (/{productPrefix}/{slug}).
 */
export const PRODUCT_TYPES = ['flowers', 'plants', 'hampers', 'gifts'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** The URL prefix of a product page follows its product type. */
export const PRODUCT_PREFIXES: Record<ProductType, string> = { flowers: 'flowers', plants: 'plants', hampers: 'hampers', gifts: 'gifts' };

export const productUrl = (productPrefix: string, slug: string) => `/${productPrefix}/${slug}`;

export interface FacetValue {
  key: string;
  label: string;
}

export interface PriceBand extends FacetValue {
  /** Inclusive lower bound in cents. */
  min: number;
  /** Exclusive upper bound in cents; null for the open top band. */
  max: number | null;
}

export const PRICE_BANDS: readonly PriceBand[] = [
  { key: '0-50', label: 'Under $50', min: 0, max: 5000 },
  { key: '50-100', label: '$50 to $100', min: 5000, max: 10000 },
  { key: '100-150', label: '$100 to $150', min: 10000, max: 15000 },
  { key: '150-200', label: '$150 to $200', min: 15000, max: 20000 },
  { key: '200-plus', label: '$200 and over', min: 20000, max: null },
];

const values = (pairs: [string, string][]): FacetValue[] => pairs.map(([key, label]) => ({ key, label }));

export const FACET_NAMES = ['occasion', 'productType', 'flower', 'colour', 'price'] as const;
export type FacetName = (typeof FACET_NAMES)[number];

export interface FacetDefinition {
  name: FacetName;
  label: string;
  /** The price filter is single-select; the others are multi-select. */
  multiSelect: boolean;
  values: readonly FacetValue[];
}

export const FACETS: readonly FacetDefinition[] = [
  {
    name: 'occasion',
    label: 'Occasion',
    multiSelect: true,
    values: values([
      ['birthday', 'Birthday'],
      ['anniversary', 'Anniversary'],
      ['love-and-romance', 'Love & Romance'],
      ['sympathy', 'Sympathy'],
      ['get-well', 'Get Well'],
      ['congratulations', 'Congratulations'],
      ['new-baby', 'New Baby'],
      ['thank-you', 'Thank You'],
      ['just-because', 'Just Because'],
      ['corporate', 'Corporate'],
      ['mothers-day', "Mother's Day"],
      ['christmas', 'Christmas'],
    ]),
  },
  {
    name: 'productType',
    label: 'Product type',
    multiSelect: true,
    values: values([
      ['flowers', 'Flowers'],
      ['plants', 'Plants'],
      ['hampers', 'Hampers'],
      ['gifts', 'Gifts'],
    ]),
  },
  {
    name: 'flower',
    label: 'Flower',
    multiSelect: true,
    values: values([
      ['roses', 'Roses'],
      ['lilies', 'Lilies'],
      ['tulips', 'Tulips'],
      ['gerberas', 'Gerberas'],
      ['sunflowers', 'Sunflowers'],
      ['orchids', 'Orchids'],
      ['carnations', 'Carnations'],
      ['chrysanthemums', 'Chrysanthemums'],
      ['peonies', 'Peonies'],
      ['hydrangeas', 'Hydrangeas'],
      ['natives', 'Australian Natives'],
      ['mixed', 'Mixed Blooms'],
    ]),
  },
  {
    name: 'colour',
    label: 'Colour',
    multiSelect: true,
    values: values([
      ['red', 'Red'],
      ['pink', 'Pink'],
      ['white', 'White'],
      ['yellow', 'Yellow'],
      ['orange', 'Orange'],
      ['purple', 'Purple'],
      ['blue', 'Blue'],
      ['pastel', 'Pastel'],
      ['green', 'Green'],
      ['mixed', 'Mixed'],
    ]),
  },
  { name: 'price', label: 'Price', multiSelect: false, values: PRICE_BANDS },
];

export const facetDefinition = (name: FacetName): FacetDefinition => FACETS.find((facet) => facet.name === name)!;

/** The price band a lowest price (cents) falls in. */
export function priceBandOf(cents: number): PriceBand {
  return PRICE_BANDS.find((band) => cents >= band.min && (band.max === null || cents < band.max)) ?? PRICE_BANDS[PRICE_BANDS.length - 1]!;
}

export const PRODUCT_SORTS = ['featured', 'price', 'name', 'rank'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The product sort choices offered to shoppers (featured asc is the default). */
export const PRODUCT_SORT_OPTIONS: readonly { sort: ProductSort; sortDir: SortDirection; label: string }[] = [
  { sort: 'featured', sortDir: 'asc', label: 'Featured' },
  { sort: 'price', sortDir: 'asc', label: 'Price: low to high' },
  { sort: 'price', sortDir: 'desc', label: 'Price: high to low' },
  { sort: 'name', sortDir: 'asc', label: 'Name: A to Z' },
  { sort: 'name', sortDir: 'desc', label: 'Name: Z to A' },
];

export const LISTING_PAGE_SIZE = 12;
export const LISTING_MAX_LIMIT = 48;
export const SEARCH_SUGGESTIONS_MAX = 6;

/** Text of the product listing's empty states (spec 000 section 8). */
export const NO_PRODUCTS_WITH_FILTERS = 'There are no products found';
export const NO_FLORISTS_AVAILABLE = 'Sorry we do not have any florists available based on your delivery location and date. Please try another delivery location or date.';

/** Search with no matches (spec 000 section 8). */
export const noSearchMatchesMessage = (query: string) => `We couldn't find any matches for "${query}". Please try another search term.`;
