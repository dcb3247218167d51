import { baselineOf, countriesCalls } from '../bench-baseline';
import { checkConsistency, orderNumbersOf, type Check, type Reader } from './consistency';
import type { Florists } from './florists';
import { Acknowledged, visit, type Morning } from './journey';
import { Recorder } from './record';
import type { RunningVarnish } from './varnish';

/** What every morning of a run plays on: the shop behind Varnish, its database, the watched stores' owners and the shoppers' pages. */
export interface Stage {
  varnish: RunningVarnish;
  /** The shop asked directly (the baseline, the readiness checks). */
  shopUrl: string;
  /**
   * Reads the rehearsal's database directly for the checks, as each morning
   * ends; null where the shop alone may open it while it runs (PGlite): the
   * checks then wait for `settleMorning` once the shop has stopped.
   */
  read: Reader | null;
  florists: Florists;
  /** The shoppers' morning, without its counters. */
  plan: Omit<Morning, 'pages'>;
  /** False once the rehearsal is stopping (Ctrl-C). */
  running: () => boolean;
}

/** A fault schedule: started with the morning, given its recorder and when it began; says what it did. */
export type Faults = (recorder: Recorder, origin: number, over: () => boolean) => Promise<string[]>;

/** What one morning did: every call, what the shoppers were told, the baseline beside them and the checks read afterwards. */
export interface MorningResult {
  shoppers: number;
  seconds: number;
  recorder: Recorder;
  acked: Acknowledged;
  /** When it began (performance.now() ms), and how long the shoppers shopped (minutes). */
  origin: number;
  minutes: number;
  /** GET /api/countries asked directly of the shop by two clients all morning, outside the fault windows. */
  baseline: { p95: number; calls: number };
  offersReached: number[];
  /** The payments whose offers never reached a watched stream: when they were sent, and whether in a fault window. */
  offersMissing: string[];
  /** Missing offers whose payment was sent outside every fault window. */
  offersMissingOutside: number;
  pages: { hits: number; misses: number };
  varnish?: { hits: number; misses: number };
  /** Varnish's failed backend fetches during the morning (varnishlog). */
  failedFetches: { at: number; request: string; reason: string }[];
  faultNotes: string[];
  checks: Check[];
  /** When the morning began, for the checks; whether they are still to be read (`settleMorning`). */
  since: Date;
  unsettled: boolean;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * One morning: `shoppers` arrive over the first three seconds and visit
 * until `seconds` are up, two clients ask the in-memory route directly
 * beside them (the baseline under the same load), and `faults` (if any)
 * run on their schedule; then a few seconds for offers still on their way,
 * and the checks read straight from the database.
 */
export async function playMorning(stage: Stage, shoppers: number, seconds: number, faults?: Faults): Promise<MorningResult> {
  const { varnish, florists, plan } = stage;
  const recorder = new Recorder();
  const acked = new Acknowledged();
  const morning: Morning = { ...plan, pages: { hits: 0, misses: 0 } };
  florists.recorder = recorder;
  const since = new Date();
  const origin = performance.now();
  recorder.origin = origin;
  const varnishBefore = varnish.counters();
  const ends = origin + seconds * 1000;
  const over = () => !stage.running() || performance.now() > ends;
  const visitors = Array.from({ length: shoppers }, async (_, n) => {
    await pause((n * 3000) / shoppers);
    await visit(morning, recorder, acked, () => !over());
  });
  const during = countriesCalls(stage.shopUrl, 2, over, plan.thinkMs);
  const faultsDone = faults ? faults(recorder, origin, over) : Promise.resolve([]);
  await Promise.all(visitors);
  const baselineCalls = await during;
  const faultNotes = await faultsDone;
  const minutes = (performance.now() - origin) / 60_000;
  const varnishAfter = varnish.counters();
  // Offers still on their way get a few seconds to arrive before the figures are read.
  await pause(3000);
  const end = performance.now();

  // Until the database is read, each payment's order is the one its shopper was shown.
  const offers = offersOf(acked, recorder, origin, acked.orders, florists);
  const failedFetches = varnish.failures().filter((f) => {
    const t = f.at * 1000 - performance.timeOrigin;
    return t >= origin && t <= end;
  });
  const result: MorningResult = {
    shoppers,
    seconds,
    recorder,
    acked,
    origin,
    minutes,
    baseline: baselineOf(baselineCalls.filter((c) => !recorder.inWindow(c.start, c.end))),
    offersReached: offers.reached,
    offersMissing: offers.missing,
    offersMissingOutside: offers.missingOutside,
    pages: morning.pages,
    ...(varnishBefore && varnishAfter ? { varnish: { hits: varnishAfter.hits - varnishBefore.hits, misses: varnishAfter.misses - varnishBefore.misses } } : {}),
    failedFetches,
    faultNotes,
    checks: [],
    since,
    unsettled: true,
  };
  // Checked after the morning's last writes, straight from the database; on PGlite once the shop has stopped.
  if (stage.read) await settleMorning(result, florists, stage.read);
  return result;
}

/** Which paid orders reached a watched store's stream, and how long after their payment; `numbers`: each payment's order. */
function offersOf(acked: Acknowledged, recorder: Recorder, origin: number, numbers: Map<string, string>, florists: Florists) {
  const reached: number[] = [];
  const missing: string[] = [];
  let missingOutside = 0;
  for (const [sessionId, { sentAt }] of acked.paid) {
    const orderNumber = numbers.get(sessionId);
    const arrival = orderNumber ? florists.arrivals.get(orderNumber) : undefined;
    if (arrival) {
      reached.push(arrival.at - sentAt);
      continue;
    }
    const inside = recorder.inWindow(sentAt, sentAt);
    if (!inside) missingOutside++;
    missing.push(`${((sentAt - origin) / 1000).toFixed(1)} s${inside ? ' (in a fault window)' : ''}${orderNumber ? ` (${orderNumber})` : ' (no order)'}`);
  }
  const check: Check = {
    name: 'every paid order was offered on a watched store’s open stream',
    pass: missing.length === 0,
    detail: `${reached.length} of ${acked.paid.size}${missing.length ? `; not: payments sent at ${missing.join(', ')}` : ''}`,
  };
  return { reached, missing, missingOutside, check };
}

/** Reads a morning's checks from its database through `read` (at once, or on PGlite once the shop has stopped), and matches its offers to the orders there. */
export async function settleMorning(result: MorningResult, florists: Florists, read: Reader): Promise<void> {
  if (!result.unsettled) return;
  const { acked, recorder, origin, since } = result;
  const { numbers, checks } = await read(async (query) => ({
    numbers: await orderNumbersOf(query, [...acked.paid.keys()]),
    checks: await checkConsistency(query, acked, since),
  }));
  const offers = offersOf(acked, recorder, origin, numbers, florists);
  result.offersReached = offers.reached;
  result.offersMissing = offers.missing;
  result.offersMissingOutside = offers.missingOutside;
  result.checks = [...checks, offers.check];
  result.unsettled = false;
}
