import { describe, expect, it } from 'vitest';
import { financialSummary, financialSummaryAmounts, networkFeeTitle, type FinancialSummaryInput } from '../../src/lib/domain/financial-summary';

const PROVIDER = 'Wattle & Bloom';
const cart = (over: Partial<FinancialSummaryInput> = {}): FinancialSummaryInput => ({
  subtotalCents: 8000,
  deliveryCents: 1495,
  networkFee: { providerName: PROVIDER, cents: 295 },
  discountCents: 1000,
  ...over,
});
const rows = (input: FinancialSummaryInput, role: Parameters<typeof financialSummary>[1]) => financialSummary(input, role).map((line) => [line.title, line.price.formattedPrice]);

describe('financial summary lines', () => {
  it('reads Subtotal, Delivery, the fee, Discount, Total, GST for customers and guests', () => {
    const expected = [
      ['Subtotal', '$80'],
      ['Delivery', '$14.95'],
      ['Wattle & Bloom service fee', '$2.95'],
      ['Discount', '-$10'],
      ['Total', '$87.90'],
      ['GST', '$7.99'],
    ];
    expect(rows(cart(), 'customer')).toEqual(expected);
    expect(rows(cart(), 'guest')).toEqual(expected);
  });

  it('puts Delivery before Subtotal for Flowerline, florists and florist owners', () => {
    for (const role of ['flowerline', 'florist', 'floristowner'] as const) {
      expect(financialSummary(cart(), role).map((line) => line.kind)).toEqual(['delivery', 'subtotal', 'networkFee', 'discount', 'total', 'gst']);
    }
  });

  it("shows a peak day's surcharge as its own line after Delivery, counted in the total and never discounted", () => {
    const input = cart({ peakSurcharges: [{ name: "Mother's Day", cents: 1000 }], discountCents: 9999 });
    expect(rows(input, 'customer')).toEqual([
      ['Subtotal', '$80'],
      ['Delivery', '$14.95'],
      ["Mother's Day surcharge", '$10'],
      ['Wattle & Bloom service fee', '$2.95'],
      ['Discount', '-$80'],
      ['Total', '$27.90'],
      ['GST', '$2.54'],
    ]);
    expect(financialSummary(input, 'flowerline').map((line) => line.kind)).toEqual(['delivery', 'peakSurcharge', 'subtotal', 'networkFee', 'discount', 'total', 'gst']);
    expect(financialSummaryAmounts(input)).toMatchObject({ peakSurcharges: [1000], total: 1495 + 1000 + 295 });
  });

  it('titles the fee line with its provider', () => {
    expect(networkFeeTitle('  Petal Network ')).toBe('Petal Network service fee');
    expect(() => networkFeeTitle(' ')).toThrow(RangeError);
  });

  it('leaves out a zero fee and a zero discount, and shows zero delivery', () => {
    const input = cart({ deliveryCents: 0, networkFee: { providerName: PROVIDER, cents: 0 }, discountCents: 0 });
    expect(rows(input, 'customer')).toEqual([
      ['Subtotal', '$80'],
      ['Delivery', '$0'],
      ['Total', '$80'],
      ['GST', '$7.27'],
    ]);
  });

  it('answers amounts in dollars beside integer cents, the discount negative', () => {
    const discount = financialSummary(cart({ discountCents: 1050 }), 'customer').find((line) => line.kind === 'discount');
    expect(discount?.price).toEqual({ amount: -10.5, centAmount: -1050, currencyCode: 'AUD', formattedPrice: '-$10.50' });
  });
});

describe('financial summary amounts', () => {
  it('totals subtotal, delivery and fee less the discount, with GST 1/11 of the total', () => {
    expect(financialSummaryAmounts(cart())).toEqual({ subtotal: 8000, delivery: 1495, networkFee: 295, discount: 1000, total: 8790, gst: 799 });
  });

  it('rounds GST to the nearest cent: 1/11 of $89.50 is $8.136…, so $8.14', () => {
    const amounts = financialSummaryAmounts(cart({ subtotalCents: 8950, deliveryCents: 0, networkFee: { providerName: PROVIDER, cents: 0 }, discountCents: 0 }));
    expect(amounts.total).toBe(8950);
    expect(amounts.gst).toBe(814);
  });

  it('with a 100% discount charges delivery and fee only', () => {
    const amounts = financialSummaryAmounts(cart({ discountCents: 8000 }));
    expect(amounts).toMatchObject({ discount: 8000, total: 1790, gst: 163 });
  });

  it('holds a discount larger than the subtotal to the subtotal', () => {
    expect(financialSummaryAmounts(cart({ discountCents: 9999 }))).toMatchObject({ discount: 8000, total: 1790 });
    expect(rows(cart({ discountCents: 9999 }), 'customer')[3]).toEqual(['Discount', '-$80']);
  });

  it('is zero throughout for an empty cart with nothing to deliver', () => {
    const amounts = financialSummaryAmounts({ subtotalCents: 0, deliveryCents: 0, networkFee: { providerName: PROVIDER, cents: 0 } });
    expect(amounts).toEqual({ subtotal: 0, delivery: 0, networkFee: 0, discount: 0, total: 0, gst: 0 });
  });

  it('refuses amounts that are not whole non-negative cents', () => {
    expect(() => financialSummaryAmounts(cart({ subtotalCents: 80.5 }))).toThrow(RangeError);
    expect(() => financialSummaryAmounts(cart({ discountCents: -100 }))).toThrow(RangeError);
  });
});

describe('promotions without a code in the summary', () => {
  const input = { subtotalCents: 10_000, deliveryCents: 1_500, networkFee: { providerName: 'Flowerline', cents: 300 } };
  it('shows each as its own line titled with its name, before the codes’ Discount, and takes both off the total', () => {
    const lines = financialSummary({ ...input, discountCents: 1_000, promotions: [{ title: '10% off hampers this week', cents: 1_000 }] }, 'guest');
    expect(lines.map((line) => [line.kind, line.title, line.price.centAmount])).toEqual([
      ['subtotal', 'Subtotal', 10_000],
      ['delivery', 'Delivery', 1_500],
      ['networkFee', 'Flowerline service fee', 300],
      ['promotion', '10% off hampers this week', -1_000],
      ['discount', 'Discount', -1_000],
      ['total', 'Total', 9_800],
      ['gst', 'GST', 891],
    ]);
  });
  it('holds promotions, then codes, to what is left of the subtotal, never touching delivery or the fee', () => {
    const amounts = financialSummaryAmounts({
      ...input,
      discountCents: 5_000,
      promotions: [
        { title: 'A', cents: 7_000 },
        { title: 'B', cents: 7_000 },
      ],
    });
    expect(amounts).toMatchObject({ promotions: [7_000, 3_000], discount: 0, total: 1_800 });
  });
});
