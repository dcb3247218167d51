import type { ReactNode } from 'react';
import { Paging } from './Paging';
import { Empty, TableScroll } from './ui';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Classes of the column's cells (padding is given). */
  className?: string;
  /** Takes the card's whole width on a phone (long text, a button). */
  wide?: boolean;
}

/** On a card, a value's column name above it (generated content: not a second copy of the header's text). */
const cardLabel = 'max-lg:before:block max-lg:before:text-xs max-lg:before:text-ink-muted max-lg:before:content-[attr(data-label)]';

/**
 * A table of records with column headers. On a wide screen it is a table,
 * scrolling sideways when narrower than `minWidth` (a `lg:min-w-…` class);
 * below the `lg` breakpoint each row is a card, its first cell the title and
 * every other value under its column's name, so no column is off screen.
 * The roles are explicit because the card layout changes the elements'
 * display, which some browsers take as a reason to drop table semantics.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, minWidth = 'lg:min-w-[36rem]' }: { caption: string; columns: Column<T>[]; rows: T[]; rowKey: (row: T) => string; minWidth?: string }) {
  const pad = (i: number) => (i < columns.length - 1 ? 'lg:pr-4' : '');
  return (
    <TableScroll label={caption}>
      {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- explicit table roles, see above */}
      <table role="table" className={`block w-full text-left lg:table ${minWidth}`}>
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="border-b border-plum/20 text-sm text-ink-muted max-lg:sr-only">
          <tr role="row">
            {columns.map((column, i) => (
              <th key={column.header} role="columnheader" scope="col" className={`py-2 ${pad(i)}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="grid gap-3 lg:table-row-group">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl border border-plum/15 bg-white p-4 lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:border-plum/10 lg:bg-transparent lg:p-0"
            >
              {columns.map((column, i) => (
                <td
                  key={column.header}
                  role="cell"
                  data-label={i > 0 ? column.header : undefined}
                  className={`min-w-0 break-words lg:py-3 ${pad(i)} ${i === 0 || column.wide ? 'col-span-2' : ''} ${i > 0 ? cardLabel : ''} ${column.className ?? ''}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
    </TableScroll>
  );
}

/** One page of records: the table and paging, or the empty-list text. */
export function PagedTable<T>({
  page,
  offset,
  limit,
  onOffset,
  ...table
}: {
  caption: string;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  minWidth?: string;
  page: { results: T[]; total: number };
  offset: number;
  limit: number;
  onOffset: (offset: number) => void;
}) {
  if (page.results.length === 0) return <Empty>There are no records to display</Empty>;
  return (
    <>
      <DataTable {...table} rows={page.results} />
      <Paging label={table.caption} offset={offset} limit={limit} total={page.total} onOffset={onOffset} />
    </>
  );
}

/** A first cell: the record's name linking to its page, and a second line under it. */
export function LinkCell({ href, name, detail, detailClassName = '' }: { href: string; name: string; detail: string; detailClassName?: string }) {
  return (
    <>
      <a href={href} className="font-semibold text-plum">
        {name}
      </a>
      <span className={`block text-sm text-ink-muted ${detailClassName}`}>{detail}</span>
    </>
  );
}
