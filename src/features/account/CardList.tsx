import type { ReactNode } from 'react';

export interface CardField<T> {
  label: string;
  cell: (row: T) => ReactNode;
  /** Takes the card's whole width on a phone. */
  wide?: boolean;
}

/**
 * Records as cards on a phone and as rows under column headings on a wide
 * screen. Each value keeps its label (shown on the card, read by screen
 * readers in the row), so the list reads the same in both layouts.
 * `columns` is the wide layout's grid, such as `lg:grid-cols-[8rem_1fr_6rem]`.
 */
export function CardList<T>({ label, rows, rowKey, fields, columns }: { label: string; rows: T[]; rowKey: (row: T) => string; fields: CardField<T>[]; columns: string }) {
  return (
    <div>
      <div aria-hidden="true" className={`hidden gap-x-4 border-b border-plum/20 py-2 text-sm text-ink-muted lg:grid ${columns}`}>
        {fields.map((field) => (
          <span key={field.label}>{field.label}</span>
        ))}
      </div>
      <ul aria-label={label} className="grid gap-3 lg:gap-0">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-xl border border-plum/15 bg-white p-4 lg:rounded-none lg:border-0 lg:border-b lg:border-plum/10 lg:bg-transparent lg:px-0 lg:py-3">
            <dl className={`grid grid-flow-dense grid-cols-2 gap-x-4 gap-y-2 lg:grid-flow-row ${columns}`}>
              {fields.map((field) => (
                <div key={field.label} className={`min-w-0 ${field.wide ? 'col-span-2 lg:col-span-1' : ''}`}>
                  <dt className="text-xs text-ink-muted lg:sr-only">{field.label}</dt>
                  <dd className="break-words text-ink">{field.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
