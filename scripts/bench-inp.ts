import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, devices, type Locator, type Page } from '@playwright/test';
import { percentile } from './lib/bench-api-server';
import { recordFigure } from './lib/bench-figures';
import { pickDate, pickSuburb, storeDelivery, upcomingDeliveryDate } from '../tests/e2e/support/shop';

/**
 * `npm run bench:inp`: builds and serves the shop, then times the main
 * interactions of a product page and the header on a phone (Pixel 7
 * viewport and touch, the CPU slowed down 4 times) as Interaction to Next
 * Paint counts them: the Event Timing entries of the tap, the longest of
 * those sharing its interactionId (from the pointer going down to the next
 * paint after its handlers). Each interaction is made on a fresh page in a
 * fresh browser context, several times; p50 and max are printed beside the
 * target (at most 100 ms each), with the time until what the tap asked for
 * is on screen (the drawer, the month grid), which INP does not see when it
 * waits for code or the network after the first paint.
 *
 * `measureInp(base)` measures a shop already served at `base`.
 */

/** INP's "good" threshold is 200 ms; the shop's target for these interactions is half of it. */
export const INP_TARGET_MS = 100;
export const PRODUCT_PATH = '/flowers/moonlight-rose-basket';

export interface InteractionFigures {
  name: string;
  /** INP of each run in ms; null when under 16 ms (Event Timing reports nothing shorter). */
  inpMs: (number | null)[];
  /** From the pointer going down until what the tap asked for is on screen (a frame after it is in the page). */
  shownMs: number[];
  /** The longest animation frames that overlapped the slowest run's interaction, with the scripts that took them. */
  /** Each run's slowest entry split into input delay, processing and presentation delay (null under 16 ms). */
  parts: (InpParts | null)[];
  slowestFrames: FrameSummary[];
}

export interface InpFigures {
  chromium: string;
  cpuSlowdown: number;
  runs: number;
  productPath: string;
  interactions: InteractionFigures[];
}

interface FrameSummary {
  duration: number;
  blockingDuration: number;
  /** Style, layout and paint at the frame's end (from its render start). */
  rendering: number;
  scripts: { invoker: string; source: string; duration: number }[];
}

/** Where the slowest entry's time went: waiting for the main thread, the handlers, then until the frame was painted. */
export interface InpParts {
  inputDelay: number;
  processing: number;
  presentation: number;
}

interface Measured {
  inp: number | null;
  parts: InpParts | null;
  shown: number;
  frames: FrameSummary[];
}

/** What runs in the page: Event Timing and long animation frames kept from the start, a watcher for what a tap shows. */
function installRecorder() {
  type Kept = { name: string; interactionId: number; duration: number; startTime: number; processingStart: number; processingEnd: number };
  const recorder = {
    events: [] as Kept[],
    frames: [] as { startTime: number; duration: number; blockingDuration: number; rendering: number; scripts: { invoker: string; source: string; duration: number }[] }[],
    lastDown: 0,
    shownAt: 0,
    watch(selector: string, text: string | null) {
      recorder.shownAt = 0;
      const look = (time: number) => {
        const found = [...document.querySelectorAll(selector)].some((el) => el.getClientRects().length > 0 && (text === null || (el.textContent ?? '').includes(text)));
        // Painted after this frame's callbacks: the task after them runs once the frame is done.
        if (found) setTimeout(() => (recorder.shownAt = performance.now() || time));
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    },
  };
  (window as unknown as { inpRecorder: typeof recorder }).inpRecorder = recorder;
  addEventListener('pointerdown', (event) => (recorder.lastDown = event.timeStamp), { capture: true, passive: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      recorder.events.push({
        name: entry.name,
        interactionId: entry.interactionId,
        duration: entry.duration,
        startTime: entry.startTime,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        startTime: number;
        duration: number;
        blockingDuration: number;
        renderStart: number;
        scripts: { invoker: string; sourceURL: string; sourceFunctionName: string; duration: number }[];
      }[]) {
        recorder.frames.push({
          startTime: entry.startTime,
          duration: entry.duration,
          blockingDuration: entry.blockingDuration,
          rendering: entry.renderStart ? entry.startTime + entry.duration - entry.renderStart : 0,
          scripts: entry.scripts.map((s) => ({ invoker: s.invoker, source: `${s.sourceFunctionName || '(anonymous)'} ${s.sourceURL.replace(location.origin, '')}`, duration: s.duration })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // A browser without long animation frames: no breakdown.
  }
}

type Recorder = {
  events: { name: string; interactionId: number; duration: number; startTime: number; processingStart: number; processingEnd: number }[];
  frames: (FrameSummary & { startTime: number })[];
  lastDown: number;
  shownAt: number;
  watch: (selector: string, text: string | null) => void;
};

/** A phone's page on a fresh context, its CPU slowed down, recording from the start. */
async function phonePage(browser: Browser, cpuSlowdown: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'en-AU', timezoneId: 'Australia/Melbourne' });
  // tsx keeps function names by wrapping them in `__name(…)`, which the page does not have.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  await context.addInitScript(installRecorder);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page };
}

/** Waits until the island (its component file name) has hydrated, reaching for it first as a shopper would when it hydrates on use. */
async function hydrated(page: Page, component: string) {
  const island = page.locator(`astro-island[component-url*="/${component}."]`).first();
  await island.waitFor({ state: 'attached' });
  if ((await island.getAttribute('client')) === 'use') await island.dispatchEvent('focusin');
  await page.waitForFunction((name) => !document.querySelector(`astro-island[component-url*="/${name}."]`)?.hasAttribute('ssr'), component);
}

/**
 * Waits until the page has had no long animation frame (50 ms or more) and
 * no response for `quietMs`: React hydrates an island in tasks after Astro
 * marks it hydrated, and code and data loaded in idle time are evaluated as
 * they arrive; a tap meeting that work times the page's loading, not the tap.
 */
async function settled(page: Page, quietMs = 1000) {
  await page.waitForFunction(
    (quiet) => {
      const { frames } = (window as unknown as { inpRecorder: Recorder }).inpRecorder;
      const framed = frames.reduce((end, f) => Math.max(end, f.startTime + f.duration), 0);
      const fetched = performance.getEntriesByType('resource').reduce((end, r) => Math.max(end, (r as PerformanceResourceTiming).responseEnd), 0);
      return performance.now() - Math.max(framed, fetched) >= quiet;
    },
    quietMs,
    { polling: 100, timeout: 30_000 },
  );
}

/** The product page with its buying panel and the header's cart button hydrated, so a tap meets the island, not its hydration. */
async function openProductPage(page: Page, base: string, productPath: string) {
  await page.goto(new URL(productPath, base).href);
  await hydrated(page, 'ProductPurchase');
  await hydrated(page, 'CartButton');
}

/** How long a finger rests on the glass in a tap (taps last about 50 to 150 ms). */
const TAP_HOLD_MS = 80;

/**
 * A finger's tap at (x, y): the touch starts, rests `TAP_HOLD_MS`, and ends.
 * (Playwright's touchscreen tap ends it in the same instant, so the lift's
 * and the click's handlers wait behind the press's, which no finger does.)
 */
async function fingerTap(page: Page, x: number, y: number) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await new Promise((resolve) => setTimeout(resolve, TAP_HOLD_MS));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

/**
 * Taps `target` with a finger (`fingerTap` at its centre: input sent to the
 * browser with no script of Playwright's in the page, where a locator's
 * click would check the hit target on the page's main thread, slowed down
 * with it, during the tap), waits until `shown` is on screen, then reads the
 * longest Event Timing entry of the tap's interaction and the long frames
 * around it.
 */
async function timeTap(page: Page, target: Locator, shown: { selector: string; text?: string }): Promise<Measured> {
  // In the middle of the screen, where a thumb reaches, and read where it is once the page has settled.
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await settled(page);
  const box = await target.boundingBox();
  if (!box) throw new Error('The control to tap is not on screen.');
  // Nothing the page did before the tap counts; the tap's entries arrive after its next paint.
  const since = await page.evaluate(
    ({ selector, text }) => {
      const r = (window as unknown as { inpRecorder: Recorder }).inpRecorder;
      r.events.length = 0;
      r.watch(selector, text);
      return performance.now();
    },
    { selector: shown.selector, text: shown.text ?? null } as { selector: string; text: string | null },
  );
  await fingerTap(page, box.x + box.width / 2, box.y + box.height / 2);
  // Polled every 100 ms rather than every frame, so the check adds little to the frames it measures.
  await page.waitForFunction(() => (window as unknown as { inpRecorder: Recorder }).inpRecorder.shownAt > 0, undefined, { timeout: 30_000, polling: 100 });
  // Entries are queued after the paint that follows the handlers: two frames and a pause let the observer run.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 250)))));
  return page.evaluate((start) => {
    const r = (window as unknown as { inpRecorder: Recorder }).inpRecorder;
    const tapped = r.events.filter((e) => e.interactionId > 0 && e.startTime >= start);
    const first = tapped.length ? Math.min(...tapped.map((e) => e.interactionId)) : 0;
    const ofTap = tapped.filter((e) => e.interactionId === first);
    const slowest = ofTap.sort((a, b) => b.duration - a.duration)[0];
    const inp = slowest ? slowest.duration : null;
    const parts = slowest
      ? {
          inputDelay: Math.round(slowest.processingStart - slowest.startTime),
          processing: Math.round(slowest.processingEnd - slowest.processingStart),
          presentation: Math.round(slowest.startTime + slowest.duration - slowest.processingEnd),
        }
      : null;
    const from = ofTap.length ? Math.min(...ofTap.map((e) => e.startTime)) : r.lastDown;
    const frames = r.frames
      .filter((f) => f.startTime + f.duration >= from && f.startTime <= r.shownAt)
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 3)
      .map((f) => ({
        duration: Math.round(f.duration),
        blockingDuration: Math.round(f.blockingDuration),
        rendering: Math.round(f.rendering),
        scripts: f.scripts.sort((a, b) => b.duration - a.duration).slice(0, 4),
      }));
    return { inp, parts, shown: Math.round(r.shownAt - r.lastDown), frames };
  }, since);
}

const purchasePanel = (page: Page) => page.getByTestId('product-purchase');
const DRAWER = { selector: 'dialog[open]', text: 'Your cart' };

/** The interactions measured, each on a page made ready for it. */
const INTERACTIONS: { name: string; run: (page: Page, base: string, productPath: string) => Promise<Measured> }[] = [
  {
    // A returning shopper with one line in the cart opens it from the header on a product page.
    name: 'open the cart (header)',
    run: async (page, base, productPath) => {
      await storeDelivery(page, upcomingDeliveryDate(4));
      await openProductPage(page, base, productPath);
      const add = purchasePanel(page).getByRole('button', { name: 'Add to cart' });
      await page.waitForFunction(() => document.querySelector('[data-testid="product-purchase"] button[aria-disabled="false"]') !== null);
      await add.click();
      await page.locator('dialog[open]').waitFor();
      await openProductPage(page, base, productPath);
      const button = page.getByRole('banner').getByRole('button', { name: /^Cart, 1 item/ });
      return timeTap(page, button, DRAWER);
    },
  },
  {
    name: 'add to cart (after suburb and date)',
    run: async (page, base, productPath) => {
      await openProductPage(page, base, productPath);
      const panel = purchasePanel(page);
      await pickSuburb(panel, 'Fitzroy', 'Fitzroy, VIC, 3065');
      await pickDate(panel, 'Delivery date', upcomingDeliveryDate(4));
      await page.waitForFunction(() => document.querySelector('[data-testid="product-purchase"] button[aria-disabled="false"]') !== null);
      return timeTap(page, panel.getByRole('button', { name: 'Add to cart' }), DRAWER);
    },
  },
  {
    name: 'open the calendar (date picker)',
    run: async (page, base, productPath) => {
      await storeDelivery(page, upcomingDeliveryDate(4));
      await openProductPage(page, base, productPath);
      const button = purchasePanel(page).getByRole('button', { name: /^Delivery date: choose from calendar/ });
      return timeTap(page, button, { selector: '[role="dialog"][aria-label="Choose a delivery date"] table[role="grid"]' });
    },
  },
  {
    name: 'pick a size',
    run: async (page, base, productPath) => {
      await storeDelivery(page, upcomingDeliveryDate(4));
      await openProductPage(page, base, productPath);
      const panel = purchasePanel(page);
      // The sizes for the stored delivery have loaded (Add to cart is ready), as a shopper would see them.
      await page.waitForFunction(() => document.querySelector('[data-testid="product-purchase"] button[aria-disabled="false"]') !== null);
      const second = panel.locator('label:has(input[name="variant"])').nth(1);
      const key = await second.locator('input').getAttribute('value');
      return timeTap(page, second, { selector: `input[name="variant"][value="${key}"]:checked` });
    },
  },
];

/**
 * Measures each interaction `runs` times on the shop at `base`, each run on
 * a fresh phone page with the CPU slowed down `cpuSlowdown` times, driving
 * the system Chromium (CHROMIUM_PATH, /usr/bin/chromium by default).
 */
export async function measureInp(base: string, { runs = 5, cpuSlowdown = 4, productPath = PRODUCT_PATH } = {}): Promise<InpFigures> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const interactions: InteractionFigures[] = [];
    for (const { name, run } of INTERACTIONS) {
      const measured: Measured[] = [];
      for (let i = 0; i < runs; i++) {
        const { context, page } = await phonePage(browser, cpuSlowdown);
        try {
          measured.push(await run(page, base, productPath));
        } catch (error) {
          throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
        } finally {
          await context.close();
        }
      }
      const slowest = measured.reduce((a, b) => ((b.inp ?? 0) > (a.inp ?? 0) ? b : a));
      interactions.push({ name, inpMs: measured.map((m) => m.inp), shownMs: measured.map((m) => m.shown), parts: measured.map((m) => m.parts), slowestFrames: slowest.frames });
    }
    return { chromium: browser.version(), cpuSlowdown, runs, productPath, interactions };
  } finally {
    await browser.close();
  }
}

/** Under 16 ms Event Timing reports nothing: such a run is shown as "<16" and recorded as 16 ms. */
const shownInp = (value: number) => (value < 16 ? '<16' : String(Math.round(value)));

/** Prints the figures (and records them for `npm run bench`'s table when BENCH_FIGURES is set). */
export function printInp(figures: InpFigures, baseline?: number): void {
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  console.log(
    `\nInteraction to Next Paint on a phone (Pixel 7 viewport, CPU slowed down ${figures.cpuSlowdown}×; target ≤ ${INP_TARGET_MS} ms each), ${figures.runs} runs each on ${figures.productPath}`,
  );
  console.log(`Chromium ${figures.chromium}; load average ${load}`);
  console.log('interaction'.padEnd(36), 'INP p50'.padStart(8), 'INP max'.padStart(8), 'target'.padStart(8), ''.padEnd(7), 'shown p50'.padStart(10), 'shown max'.padStart(10), '  INP of each run (ms)');
  for (const f of figures.interactions) {
    const inp = f.inpMs.map((v) => v ?? 0).sort((a, b) => a - b);
    const p50 = percentile(inp, 50);
    const max = inp[inp.length - 1]!;
    const shown = [...f.shownMs].sort((a, b) => a - b);
    console.log(
      f.name.padEnd(36),
      shownInp(p50).padStart(8),
      shownInp(max).padStart(8),
      `≤ ${INP_TARGET_MS}`.padStart(8),
      (max <= INP_TARGET_MS ? 'met' : 'MISSED').padEnd(7),
      String(percentile(shown, 50)).padStart(10),
      String(shown[shown.length - 1]).padStart(10),
      ' ',
      f.inpMs.map((v) => shownInp(v ?? 0)).join(' '),
    );
    const where = `${f.name}, ${figures.cpuSlowdown}× CPU`;
    // A fixed target: what a shopper's phone feels, at a stated CPU slowdown; the baseline (when given) shows how loaded the machine was.
    const beside = baseline === undefined ? {} : { baseline };
    recordFigure({ name: 'INP p50 (phone)', where, value: Math.max(p50, 16), unit: 'ms', ...beside, target: { value: INP_TARGET_MS } });
    recordFigure({ name: 'INP max (phone)', where, value: Math.max(max, 16), unit: 'ms', ...beside, target: { value: INP_TARGET_MS } });
  }
  console.log('INP: the longest Event Timing entry of the tap (8 ms steps); shown: pointer down until what the tap opens is on screen, network included.');
  if (process.env.BENCH_INP_FRAMES === '1' || figures.interactions.some((f) => f.inpMs.some((v) => (v ?? 0) > INP_TARGET_MS))) {
    console.log('\nWhere each run’s INP went (input delay + processing + presentation delay, ms), and the longest animation frames');
    console.log('from the slowest run’s tap until its result was shown (ms, with the scripts that ran in them):');
    for (const f of figures.interactions) {
      const parts = f.parts.map((p) => (p ? `${p.inputDelay}+${p.processing}+${p.presentation}` : '<16'));
      console.log(`  ${f.name}: ${parts.join(', ')}`);
      for (const frame of f.slowestFrames) {
        console.log(`    frame ${frame.duration} (blocking ${frame.blockingDuration}, style, layout and paint ${frame.rendering})`);
        for (const s of frame.scripts) console.log(`      ${String(Math.round(s.duration)).padStart(5)}  ${s.invoker} → ${s.source}`);
      }
    }
  }
}

function startShop(port: number, dataDir: string): Promise<ChildProcess> {
  rmSync(join(process.cwd(), dataDir), { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 300_000;
    const poll = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return resolve(child);
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline || child.exitCode !== null) return reject(new Error('The shop did not start.'));
      setTimeout(poll, 500);
    };
    void poll();
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.env.BENCH_INP_RUNS ?? 5);
  const cpuSlowdown = Number(process.env.BENCH_INP_SLOWDOWN ?? 4);
  const served = process.env.BENCH_INP_URL;
  if (served) {
    // A shop already served (its build as it is, not rebuilt): measured as it is.
    printInp(await measureInp(served, { runs, cpuSlowdown }));
  } else {
    // BENCH_PORT and BENCH_DATA_DIR place the shop; DIST_DIR (as for npm start) names the build it serves.
    const port = Number(process.env.BENCH_PORT ?? 4489);
    const shop = await startShop(port, process.env.BENCH_DATA_DIR ?? '.data/bench-inp');
    try {
      printInp(await measureInp(`http://127.0.0.1:${port}`, { runs, cpuSlowdown }));
    } finally {
      shop.kill('SIGTERM');
    }
  }
}
