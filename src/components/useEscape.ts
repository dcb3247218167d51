import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Escape pressed inside `ref` calls `onEscape` and goes no further: it is
 * marked handled, so the modal dialog around it (a drawer) stays open.
 */
export function useEscape(ref: RefObject<HTMLElement | null>, onEscape: () => void) {
  const escape = useEffectEvent(onEscape);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      escape();
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [ref]);
}
