import { useEffect, useState } from 'react';
import { PRODUCT_KEY_PATTERN, PRODUCT_SLUG_PATTERN } from '../../../lib/domain/product-naming';
import { checkCatalogueTaken } from '../api/catalogue-new';

export type Taken = { key?: boolean; slug?: boolean };

/**
 * Whether another product has the key or address typed, asked a moment
 * after typing stops (an answer counts only for what it was asked about).
 * `product` is the key of the product whose page asks: its own are not taken.
 */
export function useTaken(key: string, slug: string, product?: string): Taken {
  const [answer, setAnswer] = useState<{ key: string; slug: string; taken: Taken } | null>(null);
  useEffect(() => {
    const query = { key: PRODUCT_KEY_PATTERN.test(key) ? key : undefined, slug: PRODUCT_SLUG_PATTERN.test(slug) ? slug : undefined, product };
    if (!query.key && !query.slug) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void checkCatalogueTaken(query, controller.signal).then((result) => {
        if (result.ok) setAnswer({ key, slug, taken: { key: result.data.key?.taken, slug: result.data.slug?.taken } });
      });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, slug, product]);
  if (!answer) return {};
  return { key: answer.key === key ? answer.taken.key : undefined, slug: answer.slug === slug ? answer.taken.slug : undefined };
}
