import type { ReactNode } from 'react';
import { Paging } from './Paging';
import { Empty, TableScroll } from './ui';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Classes of the column's cells (padding is given). */
  className?: string;
}

/** A table of records with column headers, scrolling sideways on narrow screens. */
export function DataTable<T>({ caption, columns, rows, rowKey, minWidth = 'min-w-[36rem]' }: { caption: string; columns: Column<T>[]; rows: T[]; rowKey: (row: T) => string; minWidth?: string }) {
  const pad = (i: number) => (i < columns.length - 1 ? 'pr-4' : '');
  return (
    <TableScroll label={caption}>
      <table className={`w-full ${minWidth} text-left`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-plum/20 text-sm text-ink-muted">
          <tr>
            {columns.map((column, i) => (
              <th key={column.header} scope="col" className={`py-2 ${pad(i)}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-plum/10">
              {columns.map((column, i) => (
                <td key={column.header} className={`py-3 ${pad(i)} ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
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
