import { z } from 'zod';
import { requireContent } from './client';
import { CountryCardModel, SeoModel } from './models';

export const CountryModel = CountryCardModel.extend({ intro: z.string().nullish(), deliveryInfo: z.string().nullish(), updatedAt: z.string(), seo: SeoModel });
export type Country = z.infer<typeof CountryModel>;

const COUNTRIES_QUERY = /* GraphQL */ `
  query Countries {
    countries(orderBy: name_ASC, first: 500) {
      id name isoCode slug region intro deliveryInfo updatedAt
      flag { id src alt title width height }
      seo { title description noIndex image { src } }
    }
  }
`;

let countries: Promise<Country[]> | undefined;

/** Every published overseas country, A to Z (once per build). */
export function getCountries(): Promise<Country[]> {
  countries ??= requireContent(COUNTRIES_QUERY, {}, z.object({ countries: z.array(CountryModel) })).then((d) => d.countries);
  countries.catch(() => (countries = undefined));
  return countries;
}

/** A country's page: /overseas/{lower-case ISO code}. */
export const countryPath = (country: { isoCode: string }) => `/overseas/${country.isoCode.toLowerCase()}`;
