import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { CatalogueImportError, CatalogueImportReport } from '../../../lib/api/contracts/catalogue-csv';
import { PROBLEM_TYPES } from '../../../lib/api/problems';
import { catalogueCsvAddress, importCatalogueCsv, rowErrorsOf } from '../api/catalogue-csv';
import { DataTable, type Column } from '../DataTable';
import { Failure, Saved, primaryButton, secondaryButton } from '../ui';

/** How many changed products the check lists; the summary counts them all. */
const CHANGES_SHOWN = 50;

const ERROR_COLUMNS: Column<CatalogueImportError>[] = [
  // On a phone the row number is the card's title: it says what it is.
  {
    header: 'Row',
    cell: (error) => (
      <>
        <span className="lg:hidden">Row </span>
        {error.row}
      </>
    ),
  },
  { header: 'Column', cell: (error) => error.column || 'Whole row' },
  { header: 'Problem', cell: (error) => error.message, wide: true },
];

const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-AU')} ${count === 1 ? one : many}`;

/** What the check found, in a few words for the live region. */
const checkedWords = (report: CatalogueImportReport) =>
  report.errorCount ? `File checked: ${plural(report.errorCount, 'problem')} to fix.` : report.products ? 'File checked: ready to apply.' : 'File checked: it changes nothing.';

/** What the check found: the rows read, what would change, and each row's errors. */
function Report({ report }: { report: CatalogueImportReport }) {
  const more = report.errorCount - report.errors.length;
  return (
    <div className="grid gap-4">
      <p>
        {plural(report.rows, 'row')} read.{' '}
        {report.products
          ? `${plural(report.products, 'product')} and ${plural(report.sizes, 'size')} would change${report.created ? ` (${plural(report.created, 'new product')})` : ''}.`
          : 'Nothing would change.'}
      </p>
      {report.notes.map((note) => (
        <p key={note} className="text-sm text-ink-muted">
          {note}
        </p>
      ))}
      {report.errorCount > 0 && (
        <div className="grid gap-2">
          <h3 className="font-semibold text-alert-red">
            {plural(report.errorCount, 'problem')} to fix in the file before it can be imported{more > 0 ? ` (the first ${report.errors.length.toLocaleString('en-AU')} shown)` : ''}
          </h3>
          <DataTable caption="Problems in the file" columns={ERROR_COLUMNS} rows={report.errors} rowKey={(error) => `${error.row}-${error.column}-${error.message}`} />
        </div>
      )}
      {report.changes.length > 0 && (
        <div className="grid gap-2">
          <h3 className="font-semibold text-ink">Changes</h3>
          <ul className="grid gap-2" aria-label="Changes the import makes">
            {report.changes.slice(0, CHANGES_SHOWN).map((change) => (
              <li key={change.key} className="rounded-xl border border-plum/15 bg-white p-3">
                <p className="font-semibold">
                  {change.isNew && <span className="mr-2 rounded-full bg-plum px-2 py-0.5 text-xs font-semibold text-white">New</span>}
                  {change.name} <span className="font-normal text-ink-muted">· {change.key}</span>
                </p>
                <ul className="text-sm">
                  {change.fields.map((field) => (
                    <li key={field.field}>
                      {field.label}: {field.field === 'description' ? 'changed' : field.before ? `${field.before} → ${field.after}` : field.after}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          {report.changes.length > CHANGES_SHOWN && <p className="text-sm text-ink-muted">And {plural(report.changes.length - CHANGES_SHOWN, 'more product')}.</p>}
        </div>
      )}
    </div>
  );
}

/**
 * Export CSV (the list's filters) and Import CSV: the chosen file is
 * checked first (nothing written), its problems listed by row and column
 * and its changes summed up; Apply import writes it, all of it or nothing.
 */
export function CatalogueCsv({ filters, onImported }: { filters: { text: string; state: string }; onImported: () => void }) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<CatalogueImportReport | null>(null);
  const [busy, setBusy] = useState<'checking' | 'applying' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const check = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setReport(null);
    setFailure(null);
    setDone(null);
    if (!chosen) return;
    setBusy('checking');
    const result = await importCatalogueCsv(chosen, true);
    setBusy(null);
    if (result.ok) setReport(result.data);
    else setFailure(result.error.message);
  };

  const apply = async () => {
    if (!file) return;
    setBusy('applying');
    setFailure(null);
    const result = await importCatalogueCsv(file, false);
    setBusy(null);
    if (!result.ok) {
      // The catalogue changed since the check: show what is wrong now.
      if (result.error.type === PROBLEM_TYPES.catalogueImportInvalid && report) {
        const errors = rowErrorsOf(result.error.body);
        setReport({ ...report, errors, errorCount: errors.length });
      }
      setFailure(result.error.message);
      return;
    }
    setDone(result.data.products ? `Imported: ${plural(result.data.products, 'product')} and ${plural(result.data.sizes, 'size')} changed.` : 'Imported: the file changed nothing.');
    setReport(null);
    setFile(null);
    if (input.current) input.current.value = '';
    onImported();
  };

  const canApply = !!report && report.errorCount === 0 && report.products > 0 && !busy;
  return (
    <div className="mb-4 grid gap-3">
      <div className="flex flex-wrap gap-3">
        <a href={catalogueCsvAddress({ text: filters.text || undefined, state: filters.state || undefined })} download className={secondaryButton}>
          Export CSV
        </a>
        <button type="button" className={secondaryButton} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          Import CSV
        </button>
      </div>
      {open && (
        <section id={id} aria-labelledby={`${id}-heading`} className="grid gap-4 rounded-xl border border-plum/15 bg-cream p-4">
          <h2 id={`${id}-heading`} className="font-serif text-xl text-plum">
            Import CSV
          </h2>
          <p className="text-sm text-ink-muted">
            A file exported here, with names, descriptions, availability, size names or prices changed, or new products added (a new Handle with its Title, Body (HTML) and sizes: each a row with its
            Option1 Value, Variant SKU and Variant Price). It is checked first; nothing changes until you apply it.
          </p>
          <label className="grid gap-1 text-sm font-semibold text-ink">
            CSV file
            <input ref={input} type="file" accept=".csv,text/csv" className="text-base font-normal" onChange={(event) => void check(event)} />
          </label>
          <p role="status" aria-live="polite" className="empty:hidden">
            {busy === 'checking' ? 'Checking the file…' : busy === 'applying' ? 'Importing…' : report ? checkedWords(report) : ''}
          </p>
          {done && <Saved>{done}</Saved>}
          {failure && <Failure message={failure} />}
          {report && <Report report={report} />}
          {report && (
            <div>
              <button type="button" className={primaryButton} disabled={!canApply} onClick={() => void apply()}>
                Apply import
              </button>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
