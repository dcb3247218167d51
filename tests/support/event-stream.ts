import { expect } from 'vitest';

export interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

/**
 * The events of a server-sent event response as they arrive: `next` waits
 * (polling, up to `timeout`) for the first event of a kind that matches,
 * `close` ends the stream.
 */
export function readEventStream(response: Response, { timeout = 2000 } = {}) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: StreamEvent[] = [];
  let buffer = '';
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
      }
    }
  })().catch(() => undefined);
  const next = async (event: string, where: (data: Record<string, unknown>) => boolean = () => true) => {
    let found: StreamEvent | undefined;
    await expect.poll(() => (found = events.find((e) => e.event === event && where(e.data))), { timeout, interval: 20 }).toBeDefined();
    return found!.data;
  };
  const close = async () => {
    await reader.cancel().catch(() => undefined);
    await pump;
  };
  return { events, next, close };
}
