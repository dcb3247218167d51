import { useCallback, useEffect, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { Icon } from '../../components/Icon';
import Picture from '../../components/Picture';

export interface HeroSlideView {
  heading: string;
  text?: string | null;
  image: { src: string; alt: string; width: number; height: number };
  link?: { text: string; href: string } | null;
}

const control = 'inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-plum shadow hover:bg-white';

/**
 * The hero slider: slides stacked in one grid cell (no layout shift), the
 * first slide's image loaded eagerly as the page's largest paint. Previous,
 * next, pause and a dot per slide; arrow keys move when it has focus. It
 * plays by itself only when an interval is set and motion is welcome, and
 * pauses while hovered or focused.
 */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;
const onMotionChange = (changed: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};

export default function HeroSlider({ slides, interval = 0, label = 'Featured' }: { slides: HeroSlideView[]; interval?: number | null; label?: string }) {
  const [index, setIndex] = useState(0);
  const reduced = useSyncExternalStore(onMotionChange, prefersReducedMotion, () => true);
  // Plays by itself unless the person asked for less motion, until they pause it.
  const [chosenPlaying, setPlaying] = useState<boolean | null>(null);
  const playing = chosenPlaying ?? (!!interval && slides.length > 1 && !reduced);
  const [held, setHeld] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (!playing || held || !interval) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), interval * 1000);
    return () => clearInterval(timer);
  }, [playing, held, interval, count]);

  const go = useCallback((step: number) => setIndex((i) => (i + step + count) % count), [count]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  return (
    // Keys, pointer and focus events bubble up from the slides and controls inside; the section is not itself a target.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative bg-cream"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setHeld(false)}
    >
      <div className="grid" aria-live={playing && !held ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const Heading = i === 0 ? 'h1' : 'h2';
          const current = i === index;
          return (
            <div
              key={slide.heading}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={!current}
              inert={!current}
              className={`col-start-1 row-start-1 transition-opacity duration-500 motion-reduce:transition-none ${current ? 'visible opacity-100' : 'invisible opacity-0'}`}
            >
              <div className="mx-auto grid max-w-site items-center gap-6 px-4 pb-16 pt-6 md:grid-cols-2 md:pb-14 md:pt-10">
                <div>
                  <Heading className="font-display text-3xl leading-tight text-plum md:text-5xl">{slide.heading}</Heading>
                  {slide.text && <p className="mt-3 text-lg text-ink-muted">{slide.text}</p>}
                  {slide.link && (
                    <a href={slide.link.href} className="mt-5 inline-block rounded-full bg-plum px-6 py-3 font-semibold text-white no-underline hover:bg-plum-dark">
                      {slide.link.text}
                    </a>
                  )}
                </div>
                <Picture
                  src={slide.image.src}
                  alt={slide.image.alt}
                  width={slide.image.width}
                  height={slide.image.height}
                  layout="hero"
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'low'}
                  decoding={i === 0 ? 'sync' : 'async'}
                  className="aspect-[2/1] w-full rounded-xl"
                />
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="absolute inset-x-0 bottom-3 mx-auto flex max-w-site items-center justify-center gap-2 px-4 md:justify-start">
          <button type="button" className={control} aria-label="Previous slide" onClick={() => go(-1)}>
            <Icon name="back" className="h-5 w-5" />
          </button>
          <button type="button" className={control} aria-label={playing ? 'Pause slides' : 'Play slides'} onClick={() => setPlaying(!playing)}>
            <Icon name={playing ? 'pause' : 'play'} className="h-5 w-5" />
          </button>
          <button type="button" className={control} aria-label="Next slide" onClick={() => go(1)}>
            <Icon name="chevron" className="h-5 w-5" />
          </button>
          <div className="ml-2 flex items-center gap-1">
            {slides.map((slide, i) => (
              <button
                key={slide.heading}
                type="button"
                aria-label={`Show slide ${i + 1} of ${count}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className="inline-flex h-8 w-8 items-center justify-center"
              >
                <span className={`block h-2.5 rounded-full transition-all ${i === index ? 'w-6 bg-plum' : 'w-2.5 bg-plum/35'}`} />
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
