import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, first: the two-server test, which mostly
 * waits for the clock's next minute (20 to 90 s), then the busiest. A clean
 * clone has no timings from earlier runs, so Vitest would order its files
 * by size, and these short files would start last and run on alone while
 * the other worker sat idle.
 */
const SLOW_FIRST = [
  'two-servers.test.ts',
  'fuzz.test.ts',
  'fuzz-input-classes.test.ts',
  'crash-safety.test.ts',
  'backup.test.ts',
  'store-network-input.test.ts',
  'authorization-matrix.test.ts',
  'auth.test.ts',
  'allocation.test.ts',
];

const rank = (spec: TestSpecification) => {
  const at = SLOW_FIRST.findIndex((name) => spec.moduleId.endsWith(`/${name}`));
  return at === -1 ? SLOW_FIRST.length : at;
};

/**
 * Vitest's own order (project by project: a worker that moved between
 * projects would load the modules again), with each project's slowest
 * files moved to its front.
 */
export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projectOrder = [...new Set(sorted.map((spec) => spec.project.name))];
    const position = new Map(sorted.map((spec, index) => [spec, index]));
    return [...sorted].sort((a, b) => projectOrder.indexOf(a.project.name) - projectOrder.indexOf(b.project.name) || rank(a) - rank(b) || position.get(a)! - position.get(b)!);
  }
}
