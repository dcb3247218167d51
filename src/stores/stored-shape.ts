import { parseCalendarDay, type CalendarDay } from '../lib/domain/calendar-day';

/**
 * Readers of values the browser keeps (local storage, the profile cookie).
 * They sit on the path of every page's first paint, so they are a few
 * lines here rather than a schema library (docs/adr/0703): a reader returns
 * the value in the shape wanted, or undefined when it is not in that shape.
 */
export type Reader<T> = (value: unknown) => T | undefined;

/** A calendar day kept as yyyy-MM-dd text, read with the one check of a day. */
export const day: Reader<CalendarDay> = (value) => parseCalendarDay(value) ?? undefined;

export const text =
  (rule: { min?: number; pattern?: RegExp; test?: (value: string) => boolean } = {}): Reader<string> =>
  (value) =>
    typeof value === 'string' && value.length >= (rule.min ?? 0) && (!rule.pattern || rule.pattern.test(value)) && (!rule.test || rule.test(value)) ? value : undefined;

export const finiteNumber: Reader<number> = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

export const textList: Reader<string[]> = (value) => (Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined);

interface OptionalReader<T> {
  (value: unknown): T | undefined;
  /** 'absent': the field may be missing; 'nullish': it may also be null. */
  optional: 'absent' | 'nullish';
}

/** A field that may be missing (or, with `nullish`, null too). */
export function optional<T>(reader: Reader<T>, nullish: true): OptionalReader<T | null>;
export function optional<T>(reader: Reader<T>): OptionalReader<T>;
export function optional<T>(reader: Reader<T>, nullish = false): OptionalReader<T | null> {
  return Object.assign((value: unknown) => reader(value), { optional: nullish ? ('nullish' as const) : ('absent' as const) });
}

type Fields<T> = { [K in keyof T]-?: undefined extends T[K] ? OptionalReader<Exclude<T[K], undefined>> : Reader<T[K]> };

/** An object with the given fields (other fields are dropped); undefined when a field is missing or wrong. */
export function shape<T extends object>(fields: Fields<T>): Reader<T> {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const out: Record<string, unknown> = {};
    for (const [key, reader] of Object.entries(fields) as [string, Reader<unknown> & Partial<OptionalReader<unknown>>][]) {
      const given = (value as Record<string, unknown>)[key];
      if (given === undefined && reader.optional) continue;
      if (given === null && reader.optional === 'nullish') {
        out[key] = null;
        continue;
      }
      const read = reader(given);
      if (read === undefined) return undefined;
      out[key] = read;
    }
    return out as T;
  };
}
