import { useId, useState, type ReactNode } from 'react';
import { Icon } from './Icon';

export interface AccordionProps {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  /** Heading level of the title, for the page outline. */
  level?: 2 | 3 | 4;
}

/** One collapsible section: a heading with a button that shows or hides its panel. */
export function Accordion({ title, children, defaultOpen = false, level = 3 }: AccordionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <div className="border-b border-plum/15">
      <Heading className="m-0">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          id={`${id}-button`}
          onClick={() => setOpen((v) => !v)}
          className="flex w-full items-center justify-between gap-4 py-3 text-left font-semibold text-ink hover:text-plum"
        >
          <span>{title}</span>
          <Icon name={open ? 'minus' : 'plus'} className="h-5 w-5 shrink-0 text-plum" />
        </button>
      </Heading>
      <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-button`} hidden={!open} className="pb-4">
        {children}
      </div>
    </div>
  );
}

export default Accordion;
