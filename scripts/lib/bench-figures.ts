import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

/**
 * The figures of one `npm run bench`, gathered from its parts (each runs in
 * a process of its own) into one table. A part records its figures, the
 * in-memory baselines it measured and the machine's load, when
 * BENCH_FIGURES names the file to gather them in (one JSON object a line).
 *
 * The machine's speed moves every timing (about threefold from one day to
 * another on a shared two-core machine), so each timing carries the p95 of
 * `GET /api/countries`, answered from memory, measured in the same part of
 * the same run at the same load: its baseline. A load target is a ratio to
 * it (scripts/lib/bench-targets.ts); a promise to shoppers or staff that
 * does not move with the machine (a publish live within 60 s, an order
 * within 1 s, INP 100 ms, a byte budget) stays fixed.
 */
export type Unit = 'ms' | 'KB' | 'score' | 'req/s' | 's' | 'orders/min' | 'count';

/** A fixed target (a figure must be at most it, or `atLeast`), or a ratio its p95 must be at most, to its baseline. */
export type Target = { value: number; atLeast?: boolean } | { ratio: number };

export interface Figure {
  /** What was measured: "GET /api/products p95", "home: first-load JS". */
  name: string;
  /** Where: a database, a page, "1 process" or "2 processes". */
  where: string;
  value: number;
  unit: Unit;
  /** The baseline's p95 (ms) measured in the same part of the run, at the same load. */
  baseline?: number;
  target?: Target;
  /** A few words shown after the row (why a ramp step missed). */
  note?: string;
}

/** An in-memory baseline a part measured: which part, at what load, its p95 and how many calls, and the machine's load average then. */
export interface Baseline {
  kind: 'baseline';
  part: string;
  where: string;
  p95: number;
  calls: number;
  load: number[];
}

/** The machine when a part began or ended: its cores and load average. */
export interface Machine {
  kind: 'machine';
  when: string;
  cores: number;
  load: number[];
}

type Line = (Figure & { kind?: 'figure' }) | Baseline | Machine;

const append = (line: Line) => {
  const file = process.env.BENCH_FIGURES;
  if (file) appendFileSync(file, `${JSON.stringify(line)}\n`);
};

export function recordFigure(figure: Figure): void {
  append(figure);
}

/** Records a baseline `part` measured (and returns its p95, to put beside the figures it measured at that load). */
export function recordBaseline(part: string, where: string, p95: number, calls: number): number {
  append({ kind: 'baseline', part, where, p95, calls, load: loadavg() });
  return p95;
}

export function recordMachine(when: string): void {
  append({ kind: 'machine', when, cores: cpus().length, load: loadavg() });
}

/** The machine now, as the parts print it: "2 cores, load average 3.10 2.95 2.80". */
export const machineNow = () =>
  `${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

const shown = (value: number, unit: Unit) => {
  if (!Number.isFinite(value)) return '–';
  if (unit === 'score' || unit === 'req/s' || unit === 'count') return String(Math.round(value));
  return `${value.toFixed(1)} ${unit}`;
};
const timing = (unit: Unit) => unit === 'ms' || unit === 's';
/** A timing over its baseline, to two places: a ratio printed 3.0× beside a target of 3× would not say which side it is on. */
export const ratioText = (ratio: number | undefined) => (ratio === undefined || !Number.isFinite(ratio) ? '' : `${ratio.toFixed(2)}×`);

/** A timing over its baseline: both in ms. */
export const ratioOf = (figure: Pick<Figure, 'value' | 'unit' | 'baseline'>) =>
  figure.baseline && timing(figure.unit) && Number.isFinite(figure.value) ? (figure.unit === 's' ? figure.value * 1000 : figure.value) / figure.baseline : undefined;

/** Whether a figure met its target: undefined when it has none, or a ratio target without a baseline to judge it by; a figure not measured (no answer to time) missed it. */
export function metTarget(figure: Figure): boolean | undefined {
  const target = figure.target;
  if (!target) return undefined;
  if (!Number.isFinite(figure.value)) return false;
  if ('ratio' in target) {
    const ratio = ratioOf(figure);
    return ratio === undefined || !Number.isFinite(ratio) ? undefined : ratio <= target.ratio;
  }
  return target.atLeast ? figure.value >= target.value : figure.value <= target.value;
}

function targetCell(figure: Figure): string {
  const target = figure.target;
  if (!target) return '';
  if ('ratio' in target) return `≤ ${target.ratio}×${figure.baseline ? ` (${(target.ratio * figure.baseline).toFixed(1)} ms)` : ''}`;
  const value = Number.isInteger(target.value) && figure.unit !== 'score' && figure.unit !== 'count' ? `${target.value} ${figure.unit}` : shown(target.value, figure.unit);
  return `${target.atLeast ? '≥' : '≤'} ${value} fixed`;
}

const loads = (load: number[]) => load.map((l) => l.toFixed(2)).join(' ');

/** The table of every figure recorded in `file`, each timing beside its baseline and its target, with the run's baselines and load above and below it. */
export function printFigures(file: string): void {
  if (!existsSync(file)) return;
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line)
    // JSON writes a figure that could not be measured (NaN) as null.
    .map((line) => ('value' in line && line.value === null ? { ...line, value: NaN } : line));
  const figures = lines.filter((line): line is Figure => !('kind' in line) || line.kind === 'figure');
  const baselines = lines.filter((line): line is Baseline => 'kind' in line && line.kind === 'baseline');
  const machines = lines.filter((line): line is Machine => 'kind' in line && line.kind === 'machine');

  console.log('\nAll figures, each timing beside the in-memory baseline of the same part at the same load');
  for (const line of [
    'baseline: GET /api/countries p95, answered from memory, asked of the same server at the same concurrency in the same part of the run;',
    '× baseline: the timing over it; a target "≤ 3×" is met when that ratio is at most 3 (the time it allows on this run beside it);',
    'fixed: a promise to shoppers or staff that does not move with the machine (publish and catalogue save live within 60 s, checkout → order 1 s,',
    '  offers on the store’s stream 2 s, a CSV import 30 s, INP 100 ms at 4× CPU slowdown, Lighthouse scores, byte budgets).',
  ])
    console.log(line);
  printContext(baselines, machines, 'top');
  const rows = figures.map((f) => {
    const ratio = ratioOf(f);
    const met = metTarget(f);
    return [
      f.name,
      f.where,
      shown(f.value, f.unit),
      ratioText(ratio),
      f.baseline ? `${f.baseline.toFixed(1)} ms` : '',
      targetCell(f),
      met === undefined ? (f.target ? 'no baseline' : '') : met ? 'met' : 'MISSED',
      f.note ?? '',
    ];
  });
  const header = ['figure', 'where', 'measured', '× baseline', 'baseline', 'target', '', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  console.log('');
  for (const row of [header, ...rows])
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );
  const judged = rows.filter((r) => r[6] === 'met' || r[6] === 'MISSED').length;
  const missed = rows.filter((r) => r[6] === 'MISSED').length;
  const unjudged = rows.filter((r) => r[6] === 'no baseline').length;
  console.log(`\n${judged} figures judged against a target; ${missed} missed${unjudged ? `; ${unjudged} with a ratio target had no baseline to judge by` : ''}.`);
  printContext(baselines, machines, 'bottom');
}

/** Above the table, each baseline and the machine at each step; below it, their range, so a reader knows how loaded the run was. */
function printContext(baselines: Baseline[], machines: Machine[], where: 'top' | 'bottom'): void {
  const cores = machines[0]?.cores ?? cpus().length;
  if (where === 'top') {
    for (const m of machines) console.log(`Machine ${m.when}: ${m.cores} cores, load average ${loads(m.load)}.`);
    if (baselines.length) {
      console.log('Baselines of the run (p95 of GET /api/countries; load average when measured):');
      const width = Math.max(...baselines.map((b) => `${b.part}: ${b.where}`.length));
      for (const b of baselines) console.log(`  ${`${b.part}: ${b.where}`.padEnd(width)}  ${b.p95.toFixed(1).padStart(7)} ms over ${b.calls} calls, load average ${loads(b.load)}`);
    } else console.log('No part measured a baseline.');
    return;
  }
  const p95s = baselines.map((b) => b.p95).filter(Number.isFinite);
  const ones = [...baselines.map((b) => b.load[0]!), ...machines.map((m) => m.load[0]!)].filter(Number.isFinite);
  console.log(
    `The run's baselines: ${p95s.length ? `${Math.min(...p95s).toFixed(1)} to ${Math.max(...p95s).toFixed(1)} ms p95 over ${p95s.length} measurement${p95s.length === 1 ? '' : 's'}` : 'none'}; ${cores} cores, 1-minute load average ${ones.length ? `${Math.min(...ones).toFixed(2)} to ${Math.max(...ones).toFixed(2)}` : 'not read'} during the run.`,
  );
}
