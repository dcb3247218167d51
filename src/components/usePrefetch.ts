import { type PointerEvent, useEffect, useEffectEvent } from 'react';

/**
 * Code an island loads later (a drawer, a calendar, the cart's API) starts
 * loading early, but never inside a tap: importing a module evaluates it,
 * and on a phone that work delayed the tap it was meant to speed up (35–80 ms
 * of input delay at 4× CPU slowdown; docs/adr/0789).
 */

/** Runs `task` when the browser is next idle (within `timeout` ms at the latest); returns a cancel. */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

/** Starts `load` in the browser's idle time once the island is on screen, while `wanted` holds (once per `wanted` turning true). */
export function useIdlePrefetch(load: () => void, wanted = true): void {
  const start = useEffectEvent(load);
  useEffect(() => (wanted ? whenIdle(() => start()) : undefined), [wanted]);
}

/**
 * A pointer-enter handler that starts `load` for a mouse or a pen, whose
 * hover comes well before its click. A finger's pointer enters in the same
 * gesture as its tap, where the load would only hold the tap up.
 */
export const onHover =
  (load: () => void) =>
  (event: PointerEvent): void => {
    if (event.pointerType !== 'touch') load();
  };
