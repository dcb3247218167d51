import { notFound } from '../http/problem';

/** A product key from the path; anything that cannot be a key is simply not found. */
export function productKeyParam(value: string): string {
  if (!/^[A-Za-z0-9-]{1,60}$/.test(value)) throw notFound(`No product has the key ${value.slice(0, 60)}.`);
  return value;
}
