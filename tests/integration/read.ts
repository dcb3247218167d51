import { z } from 'zod/mini';
import { expect } from 'vitest';
import { ProblemModel } from '../../src/lib/api/contracts/common';

/**
 * The body of a response, parsed with the model the shop's client uses:
 * a field the server drops, renames or retypes fails the test here.
 */
export async function readAs<S extends z.core.$ZodType>(response: Response, model: S): Promise<z.output<S>> {
  const body: unknown = await response.json();
  const parsed = z.safeParse(model, body);
  if (!parsed.success) throw new Error(`${response.url || 'response'} (${response.status}) does not match its model: ${parsed.error.message}`);
  return parsed.data;
}

/** A problem+json body, parsed with the client's ProblemModel; `errors` and `detail` are empty when absent. */
export async function readProblem(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const problem = await readAs(response, ProblemModel);
  return { ...problem, errors: problem.errors ?? {}, detail: problem.detail ?? '' };
}

/** A financial summary line's amount in cents (0 when the cart shows no such line). */
export const summaryLine = (cart: { financialSummary: { kind: string; price: { centAmount: number } }[] }, kind: string) =>
  cart.financialSummary.find((line) => line.kind === kind)?.price.centAmount ?? 0;
