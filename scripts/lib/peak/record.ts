import { percentile } from '../bench-api-server';

/** A fault the rehearsal caused: when it began and when the shop was whole again. */
export interface FaultWindow {
  name: string;
  start: number;
  end?: number;
}

/** One call of a step: when it started and ended (performance.now() ms), and whether it was answered as a shopper expects. */
interface Call {
  start: number;
  end: number;
  ok: boolean;
  why?: string;
}

/**
 * What the morning did, step by step: every call's time and outcome, and
 * the fault windows, so that errors inside a window (a process killed, the
 * database away) are counted apart from errors outside.
 */
export class Recorder {
  readonly calls = new Map<string, Call[]>();
  readonly windows: FaultWindow[] = [];
  /** Other timings that are not calls (checkout → order, paid → offer). */
  readonly spans = new Map<string, number[]>();
  /** A few failures of each step, to show what went wrong: outside the fault windows first. */
  readonly samples = new Map<string, { inside: string[]; outside: string[] }>();
  /** When the morning began (performance.now() ms): failures are shown from it. */
  origin = performance.now();

  /** Times `run` as one call of `step`; `check` says whether the answer is the one expected. Failures are recorded, then thrown. */
  async time<T extends { ok: boolean; status: number; text?: string }>(step: string, run: () => Promise<T>, check: (answer: T) => boolean = (answer) => answer.ok): Promise<T> {
    const start = performance.now();
    let answer: T;
    try {
      answer = await run();
    } catch (error) {
      this.add(step, { start, end: performance.now(), ok: false, why: error instanceof Error ? error.message : String(error) });
      throw error;
    }
    const ok = check(answer);
    this.add(step, { start, end: performance.now(), ok, ...(ok ? {} : { why: `${answer.status} ${(answer.text ?? '').slice(0, 160)}` }) });
    if (!ok) throw new StepFailed(step, answer.status);
    return answer;
  }

  add(step: string, call: Call): void {
    const calls = this.calls.get(step) ?? [];
    calls.push(call);
    this.calls.set(step, calls);
    if (!call.ok && call.why) {
      const samples = this.samples.get(step) ?? { inside: [], outside: [] };
      const list = this.inWindow(call.start, call.end) ? samples.inside : samples.outside;
      if (list.length < 3) list.push(`at ${((call.start - this.origin) / 1000).toFixed(1)} s: ${oneLine(call.why)}`);
      this.samples.set(step, samples);
    }
  }

  span(name: string, ms: number): void {
    const list = this.spans.get(name) ?? [];
    list.push(ms);
    this.spans.set(name, list);
  }

  openWindow(name: string): FaultWindow {
    const window = { name, start: performance.now() };
    this.windows.push(window);
    return window;
  }

  /** Whether a call overlaps a fault window (one still open counts to now). */
  inWindow(start: number, end: number): boolean {
    return this.windows.some((w) => start <= (w.end ?? performance.now()) && end >= w.start);
  }

  /** A step's count, its errors outside and inside the fault windows, and the percentiles of its calls answered outside them (as the baseline's are). */
  figures(step: string) {
    const calls = this.calls.get(step) ?? [];
    const answered = calls
      .filter((c) => c.ok && !this.inWindow(c.start, c.end))
      .map((c) => c.end - c.start)
      .sort((a, b) => a - b);
    const failed = calls.filter((c) => !c.ok);
    const inside = failed.filter((c) => this.inWindow(c.start, c.end)).length;
    return {
      count: calls.length,
      p50: percentile(answered, 50),
      p95: percentile(answered, 95),
      p99: percentile(answered, 99),
      errorsOutside: failed.length - inside,
      errorsInside: inside,
    };
  }
}

/** An answer's text on one line: an HTML page by its title (Varnish's own errors are pages). */
function oneLine(text: string): string {
  const title = /<title>([^<]*)<\/title>/i.exec(text)?.[1];
  return (title ? text.slice(0, text.indexOf(' ') + 1) + title : text).replace(/\s+/g, ' ').slice(0, 160);
}

/** A step whose answer was not the one expected (already recorded). */
export class StepFailed extends Error {
  constructor(
    readonly step: string,
    readonly status: number,
  ) {
    super(`${step} answered ${status}`);
  }
}
