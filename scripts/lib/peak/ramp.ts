import { loadavg } from 'node:os';
import { printTable } from '../bench-api-server';
import { recordBaseline, recordFigure } from '../bench-figures';
import { FIXED, RATIO } from '../bench-targets';
import { playMorning, type MorningResult, type Stage } from './morning';
import { CART_WRITES, judge, morningFigures, PAGE_STEPS, type Verdict } from './report';

/** One step of the ramp: its morning, its verdicts and the load average when it ended. */
export interface RampStep {
  result: MorningResult;
  verdicts: Verdict[];
  met: boolean;
  load: number;
}

/** The ramp's default loads (shoppers at once, each pausing as a person reads). */
export const RAMP_SHOPPERS = [4, 8, 16, 32, 64];

const shoppersOf = (n: number) => `${n} ${n === 1 ? 'shopper' : 'shoppers'}`;
const missedOf = (step: RampStep) =>
  step.verdicts
    .filter((v) => !v.met)
    .map((v) => `${v.target}: ${v.measured}`)
    .join('; ');

/**
 * Short mornings without faults at each load of `loads` in turn, each
 * judged against every target (report.ts `judge`), stopping once two loads
 * in a row miss one: the highest orders per minute the machine holds within
 * the targets is the busiest step that met them all. One miss does not
 * stop it: at the lightest loads the baseline sits at its floor of a few
 * milliseconds, and a ratio to it moves by a tenth from one short morning to
 * the next. Each morning's baseline is recorded for `npm run bench`'s table
 * under `where`.
 */
export async function ramp(stage: Stage, loads: number[], seconds: number, where: string): Promise<RampStep[]> {
  const steps: RampStep[] = [];
  console.log(`\nThe ramp: mornings of ${seconds} s without faults at ${loads.join(', ')} shoppers, each judged against every target, until two loads in a row miss one.`);
  for (const shoppers of loads) {
    if (!stage.running()) break;
    const result = await playMorning(stage, shoppers, seconds);
    recordBaseline('bench-peak', `${where}, ramp, ${shoppersOf(shoppers)}, during the morning`, result.baseline.p95, result.baseline.calls);
    const verdicts = judge(result);
    const step = { result, verdicts, met: verdicts.every((v) => v.met), load: loadavg()[0]! };
    steps.push(step);
    const { ordersPerMinute } = morningFigures(result);
    console.log(
      `  ${shoppersOf(shoppers).padStart(12)}: ${ordersPerMinute.toFixed(1)} orders a minute, baseline p95 ${result.baseline.p95.toFixed(1)} ms, load average ${step.load.toFixed(2)}: ${step.met ? 'every target met' : `MISSED ${missedOf(step)}`}`,
    );
    if (!step.met && steps.at(-2)?.met === false) break;
  }
  return steps;
}

/** The ramp's table, and its answer: the highest orders per minute within every target, and the first load that missed and why. */
export function printRamp(steps: RampStep[]): void {
  if (!steps.length) return;
  console.log('\nThe ramp (p95 over the morning’s own baseline; fixed targets in ms)');
  const targets = steps[0]!.verdicts.map((v) => v.short);
  printTable(
    ['shoppers', 'orders/min', 'baseline p95', 'load avg', ...targets, ''],
    steps.map((step) => [
      String(step.result.shoppers),
      morningFigures(step.result).ordersPerMinute.toFixed(1),
      `${step.result.baseline.p95.toFixed(1)} ms`,
      step.load.toFixed(2),
      ...step.verdicts.map((v) => `${v.measured}${v.met ? '' : ' MISSED'}`),
      step.met ? 'met' : 'MISSED',
    ]),
  );
  const best = bestOf(steps);
  const missed = steps.find((s) => !s.met);
  console.log(
    best
      ? `Highest within every target: ${morningFigures(best.result).ordersPerMinute.toFixed(1)} orders a minute at ${shoppersOf(best.result.shoppers)} (baseline p95 ${best.result.baseline.p95.toFixed(1)} ms, load average ${best.load.toFixed(2)}).`
      : 'No load met every target.',
  );
  console.log(
    missed
      ? `First load that missed: ${shoppersOf(missed.result.shoppers)} (${morningFigures(missed.result).ordersPerMinute.toFixed(1)} orders a minute): ${missedOf(missed)}.`
      : `Every load met every target, up to ${steps.at(-1)!.result.shoppers} shoppers: the highest the machine holds is above it (--ramp with more shoppers).`,
  );
}

/** The step of the most orders a minute among those that met every target. */
function bestOf(steps: RampStep[]): RampStep | undefined {
  return steps.filter((s) => s.met).reduce<RampStep | undefined>((a, b) => (!a || morningFigures(b.result).ordersPerMinute > morningFigures(a.result).ordersPerMinute ? b : a), undefined);
}

/** The ramp's answer for `npm run bench`'s table: the highest orders a minute within every target with that morning's figures, and the first load that missed. */
export function recordRamp(steps: RampStep[], label: string): void {
  if (!steps.length) return;
  const best = bestOf(steps);
  const missed = steps.find((s) => !s.met);
  const next = missed ? `${shoppersOf(missed.result.shoppers)} missed: ${missedOf(missed)}` : `every load met, up to ${steps.at(-1)!.result.shoppers} shoppers`;
  if (!best) {
    recordFigure({ name: 'peak ramp: highest orders per minute within every target', where: label, value: NaN, unit: 'orders/min', note: `no load met every target; ${next}` });
    return;
  }
  const where = `${label}, ${shoppersOf(best.result.shoppers)}`;
  const baseline = best.result.baseline.p95;
  const { ordersPerMinute, c2o, reach } = morningFigures(best.result);
  recordFigure({ name: 'peak ramp: highest orders per minute within every target', where, value: ordersPerMinute, unit: 'orders/min', note: next });
  const worstOf = (steps: Set<string>) => {
    const p95s = [...steps].map((s) => best.result.recorder.figures(s).p95).filter(Number.isFinite);
    return p95s.length ? Math.max(...p95s) : NaN;
  };
  recordFigure({ name: 'peak ramp: slowest page step p95 there', where, value: worstOf(PAGE_STEPS), unit: 'ms', baseline, target: { ratio: RATIO.pages } });
  recordFigure({ name: 'peak ramp: slowest cart write p95 there', where, value: worstOf(CART_WRITES), unit: 'ms', baseline, target: { ratio: RATIO.cartWrites } });
  recordFigure({ name: 'peak ramp: checkout → order p95 there', where, value: c2o, unit: 'ms', baseline, target: { value: FIXED.checkoutToOrderMs } });
  recordFigure({ name: 'peak ramp: offers reach the store p95 there', where, value: reach, unit: 'ms', baseline, target: { value: FIXED.offerMs } });
  if (missed)
    recordFigure({
      name: 'peak ramp: first load that missed',
      where: `${label}, ${shoppersOf(missed.result.shoppers)}`,
      value: morningFigures(missed.result).ordersPerMinute,
      unit: 'orders/min',
      note: missedOf(missed),
    });
}
