import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/**
 * The figures of one `npm run bench`, gathered from its parts (each runs in
 * a process of its own) into one table with the targets beside them. A part
 * records a figure when BENCH_FIGURES names the file to gather them in.
 */
export interface Figure {
  /** What was measured: "GET /api/products p95", "home: first-load JS". */
  name: string;
  /** Where: a database, a page, "1 process" or "2 processes". */
  where: string;
  value: number;
  unit: 'ms' | 'KB' | 'score' | 'req/s' | 's';
  /** The target, and whether a figure must be at most (default) or at least it. */
  target?: { value: number; atLeast?: boolean };
}

export function recordFigure(figure: Figure): void {
  const file = process.env.BENCH_FIGURES;
  if (file) appendFileSync(file, `${JSON.stringify(figure)}\n`);
}

const shown = (value: number, unit: Figure['unit']) => (unit === 'score' || unit === 'req/s' ? String(Math.round(value)) : `${value.toFixed(1)} ${unit}`);

/** The table of every figure recorded in `file`, targets beside them, and how many targets were missed. */
export function printFigures(file: string): void {
  if (!existsSync(file)) return;
  const figures = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Figure);
  const rows = figures.map((f) => {
    const target = f.target ? `${f.target.atLeast ? '≥' : '≤'} ${shown(f.target.value, f.unit)}` : '';
    const met = !f.target ? '' : (f.target.atLeast ? f.value >= f.target.value : f.value <= f.target.value) ? 'met' : 'MISSED';
    return [f.name, f.where, shown(f.value, f.unit), target, met];
  });
  const header = ['figure', 'where', 'measured', 'target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  console.log('\nAll figures, with their targets');
  for (const row of [header, ...rows])
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );
  const missed = rows.filter((r) => r[4] === 'MISSED').length;
  console.log(`${rows.filter((r) => r[4]).length} figures have a target; ${missed} missed.`);
}
