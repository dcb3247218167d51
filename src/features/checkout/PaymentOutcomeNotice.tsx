import type { OutcomeNotice } from './payment-outcome';

/** The return page's word on a payment that made no order: why, what happens to the money, and the way on. */
export default function PaymentOutcomeNotice({ notice }: { notice: OutcomeNotice }) {
  return (
    <section aria-labelledby="payment-outcome-heading" className="mx-auto max-w-xl py-10 text-center">
      <div role="alert" className="rounded-2xl bg-soft-pink px-5 py-6 text-ink">
        <h1 id="payment-outcome-heading" className="font-display text-2xl text-plum md:text-3xl">
          {notice.title}
        </h1>
        {notice.lines.map((line) => (
          <p key={line} className="mt-2">
            {line}
          </p>
        ))}
      </div>
      <a href={notice.next.href} className="mt-6 inline-block rounded-full bg-plum px-6 py-3 font-semibold text-white no-underline hover:bg-plum-dark">
        {notice.next.label}
      </a>
    </section>
  );
}
