import type { ClientDirective } from 'astro';
import { holds, STORED_KEYS, WAKE_EVENT, type WakeTopic } from '../../stores/wake';

/**
 * `client:use="topic …"`: an island that hydrates on first use
 * (docs/adr/0705-islands-hydrate-on-use.md). Until then it is its
 * pre-rendered HTML, and neither React nor its code is loaded. It hydrates
 * - at once, when the browser holds what one of its topics shows (a stored
 *   cart, a delivery choice, a signed-in profile; src/stores/wake.ts), or
 *   with topic `query`, when the address has a query string (a listing's
 *   filters);
 * - when the shopper reaches for it: a pointer over or on it, a touch, or
 *   focus inside it;
 * - when a store of one of its topics changes (an add to the cart wakes the
 *   cart button, which opens its drawer), here or in another tab;
 * - with topic `page`, on the shopper's first scroll, touch or key press
 *   anywhere on the page.
 * A click on one of its buttons (or in-page links) before it has hydrated is
 * held and made again once it has, so the first tap is never lost; links to
 * other pages are followed as they are, but for a link marked `data-in-page`:
 * the page it leads to is the no-script path, while the hydrated island
 * acts in the page (the header's search icon opens the search dialog). A
 * click with a modifier key on such a link still opens its page.
 */
/**
 * Input made in the island's fields before it hydrated is handed to the
 * island as if made now, so nothing typed is lost. Everything is read first;
 * then an event makes React finish hydrating (React hydrates at once for
 * such an event), after which React has put the fields it controls back to
 * its state. A text field is set back to its rendered value with the
 * field's tracked setter, then given the typed text with the element's own
 * setter and an input event, which React reads as a change (it compares
 * with the last value it knows). A choice is made again with a change
 * event; a box is ticked or a radio chosen with a click.
 */
function handOverInput(el: HTMLElement) {
  const changes: (() => void)[] = [];
  for (const field of el.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      const chosen = [...field.options].map((option) => option.selected);
      if (chosen.some((selected, i) => selected !== field.options[i]!.defaultSelected)) {
        changes.push(() => {
          chosen.forEach((selected, i) => field.options[i] && (field.options[i].selected = selected));
          field.dispatchEvent(new Event('change', { bubbles: true }));
        });
      }
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      const checked = field.checked;
      if (checked !== field.defaultChecked) changes.push(() => field.checked !== checked && (field.type === 'checkbox' || checked) && field.click());
    } else if (field.type !== 'file' && field.value !== field.defaultValue) {
      const typed = field.value;
      changes.push(() => {
        field.value = field.defaultValue;
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      });
    }
  }
  if (!changes.length) return;
  el.firstElementChild?.dispatchEvent(new Event('keyup', { bubbles: true }));
  for (const change of changes) change();
}

/** Whether the browser holds what a topic shows (storage that cannot be read holds nothing). */
function holdsNow(topic: string): boolean {
  try {
    return holds(topic, localStorage, document.cookie);
  } catch {
    return false;
  }
}

const clientUse: ClientDirective = (load, options, el) => {
  const topics = new Set(
    String(options.value ?? '')
      .split(/\s+/)
      .filter(Boolean),
  );
  const removers: (() => void)[] = [];
  const on = (target: EventTarget, type: string, handler: (event: Event) => void, capture = false) => {
    target.addEventListener(type, handler, { capture, passive: type !== 'click' });
    removers.push(() => target.removeEventListener(type, handler, { capture }));
  };
  const held: HTMLElement[] = [];
  let hydration: Promise<void> | null = null;

  const hydrate = () =>
    (hydration ??= (async () => {
      // Marks an island on its way, for those waiting for the page to settle (the browser tests).
      el.setAttribute('data-waking', '');
      try {
        await (
          await load()
        )();
      } catch {
        // Its code did not arrive (the connection dropped): the held taps are let go, and the next use tries again.
        el.removeAttribute('data-waking');
        held.length = 0;
        hydration = null;
        return;
      }
      for (const remove of removers.splice(0)) remove();
      handOverInput(el);
      for (const control of held.splice(0)) if (control.isConnected) control.click();
    })());

  on(
    el,
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest<HTMLElement>('button, a[href^="#"], a[data-in-page]') : null;
      if (!control || !el.contains(control)) return;
      const mouse = event as MouseEvent;
      if (control.hasAttribute('data-in-page') && (mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey || mouse.button !== 0)) return;
      event.preventDefault();
      event.stopPropagation();
      held.push(control);
      void hydrate();
    },
    true,
  );
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin']) on(el, type, () => void hydrate());
  if (topics.has('page')) for (const type of ['scroll', 'pointerdown', 'touchstart', 'keydown']) on(window, type, () => void hydrate());
  on(window, WAKE_EVENT, (event) => {
    if (topics.has(String((event as CustomEvent).detail))) void hydrate();
  });
  on(window, 'storage', (event) => {
    const { key } = event as StorageEvent;
    if (key === null || [...topics].some((topic) => STORED_KEYS[topic as WakeTopic]?.includes(key))) void hydrate();
  });
  if ([...topics].some(holdsNow) || (topics.has('query') && location.search.length > 1)) void hydrate();
};

export default clientUse;
