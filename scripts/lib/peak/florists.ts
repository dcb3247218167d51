import { Browser } from './browser';
import type { Recorder } from './record';
import type { WatchedStore } from './setup';

/** An offer as it reached a store's stream: when (performance.now() ms) and which store. */
export interface Arrival {
  at: number;
  storeKey: string;
}

/**
 * The watched stores' owners: each signed in with its alert stream open
 * (through Varnish, as a florist's browser reaches the shop), accepting
 * every order it is offered. A stream that ends (its process was killed or
 * is stopping) is opened again after half a second, as the browser's
 * EventSource does.
 */
export class Florists {
  /** The first time each order (by number) was offered on a watched stream. */
  readonly arrivals = new Map<string, Arrival>();
  private readonly accepted = new Set<string>();
  private running = true;
  private readonly closers = new Set<() => void>();
  private readonly loops: Promise<void>[] = [];
  reconnects = 0;

  constructor(
    private readonly base: string,
    private readonly stores: WatchedStore[],
    /** Where the streams' opening and the acceptances are timed: each morning's own. */
    public recorder: Recorder,
  ) {}

  /** Signs every owner in and opens their streams; resolves once each has its `start` event. */
  async start(): Promise<void> {
    const started: Promise<void>[] = [];
    for (const store of this.stores) {
      const browser = new Browser(this.base);
      await browser.signIn(store.email, store.password);
      let ready!: () => void;
      started.push(new Promise<void>((resolve) => (ready = resolve)));
      this.loops.push(this.listen(browser, store, ready));
    }
    await Promise.all(started);
  }

  private async listen(browser: Browser, store: WatchedStore, ready: () => void): Promise<void> {
    let first = true;
    while (this.running) {
      try {
        const { response, close } = await this.recorder.time(
          'florist: open alert stream',
          async () => {
            const opened = await browser.stream('/api/orders/florist-alerts');
            const status = opened.response.statusCode ?? 0;
            if (status !== 200) opened.close();
            return { ...opened, status, ok: status === 200 };
          },
          (answer) => answer.ok,
        );
        if (!first) this.reconnects++;
        first = false;
        this.closers.add(close);
        await this.read(response, browser, store, ready);
        this.closers.delete(close);
      } catch {
        // Counted by the recorder (a failed open) or the stream broke: open it again.
      }
      if (this.running) await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  private read(response: import('node:http').IncomingMessage, browser: Browser, store: WatchedStore, ready: () => void): Promise<void> {
    return new Promise((resolve) => {
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event === 'start') ready();
          if (event === 'offered' && data) {
            const offer = JSON.parse(data) as { orderId: string; orderNumber: string };
            if (!this.arrivals.has(offer.orderNumber)) this.arrivals.set(offer.orderNumber, { at: performance.now(), storeKey: store.storeKey });
            void this.accept(browser, offer.orderId);
          }
        }
      });
      response.on('end', resolve);
      response.on('error', resolve);
      response.on('close', resolve);
    });
  }

  /** Accepts an offer once; tried again (up to 5 times, a second apart) while the shop cannot answer. */
  private async accept(browser: Browser, orderId: string): Promise<void> {
    if (this.accepted.has(orderId)) return;
    this.accepted.add(orderId);
    for (let attempt = 0; attempt < 5 && this.running; attempt++) {
      try {
        await this.recorder.time('florist: accept offer', () => browser.api('POST', `/api/orders/${orderId}/accept`, {}));
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    for (const close of this.closers) close();
    await Promise.allSettled(this.loops);
  }
}
