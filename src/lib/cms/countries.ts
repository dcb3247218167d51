import { countryPagePath } from './content-paths';
import { rememberedRead } from './remembered';
import { z } from 'zod';
import { requireContent } from './client';
import { CountryCardModel, SeoModel } from './models';

export const CountryModel = CountryCardModel.extend({ intro: z.string().nullish(), deliveryInfo: z.string().nullish(), updatedAt: z.string(), seo: SeoModel });
export type Country = z.infer<typeof CountryModel>;

const COUNTRIES_QUERY = /* GraphQL */ `
  query Countries($first: Int!, $skip: Int!) {
    countries(orderBy: name_ASC, first: $first, skip: $skip) {
      id name isoCode slug region intro deliveryInfo updatedAt
      flag { id src alt title width height }
      seo { title description noIndex image { src } }
    }
  }
`;

/** Every published overseas country, A to Z (once per render run). */
export const getCountries = rememberedRead(async (): Promise<Country[]> => {
  // The content API answers at most 100 per page.
  const all: Country[] = [];
  for (let skip = 0; ; skip += 100) {
    const batch = await requireContent(COUNTRIES_QUERY, { first: 100, skip }, z.object({ countries: z.array(CountryModel) }));
    all.push(...batch.countries);
    if (batch.countries.length < 100) return all;
  }
});

/** A country's page: /overseas/{lower-case ISO code}. */
export const countryPath = (country: { isoCode: string }) => countryPagePath(country.isoCode);
