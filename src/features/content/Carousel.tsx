import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '../../components/Icon';

/**
 * A horizontal carousel around server-rendered cards: the cards scroll
 * (snapping) and Previous/Next move by one card. How many show at once is
 * the cards' own width classes.
 */
export default function Carousel({ label, itemName = 'items', children }: { label: string; itemName?: string; children?: ReactNode }) {
  const track = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const update = () => {
    const el = track.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 2, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 2 });
  };
  useEffect(() => {
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);

  const step = (direction: 1 | -1) => {
    const el = track.current;
    const card = el?.querySelector<HTMLElement>('[data-carousel-item]');
    if (!el || !card) return;
    const gap = parseFloat(getComputedStyle(el).columnGap) || 0;
    el.scrollBy({ left: direction * (card.offsetWidth + gap), behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };

  const button = 'inline-flex h-11 w-11 items-center justify-center rounded-full border border-plum/30 bg-white text-plum hover:bg-soft-pink disabled:opacity-40';
  return (
    // Arrow keys pressed on the track or the buttons inside bubble up to here; the region is not itself a target.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div role="region" aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      {/* A scrolling track must be reachable by keyboard to be scrolled (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={track} onScroll={update} tabIndex={0} className="flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-2 [scrollbar-width:thin]" data-carousel-track>
        {children}
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <button type="button" className={button} aria-label={`Previous ${itemName}`} disabled={edges.start} onClick={() => step(-1)}>
          <Icon name="back" className="h-5 w-5" />
        </button>
        <button type="button" className={button} aria-label={`Next ${itemName}`} disabled={edges.end} onClick={() => step(1)}>
          <Icon name="chevron" className="h-5 w-5" />
        </button>
      </div>
    </div>
  );
}
