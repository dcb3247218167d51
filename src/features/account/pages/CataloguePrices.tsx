import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Checkbox, SelectField, TextField } from '../../../components/FormField';
import { useErrorFocus } from '../../../components/use-form';
import type { PriceChoices, PricePreview } from '../../../lib/api/contracts/catalogue-prices';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { formatDateTime } from '../../../lib/domain/display-locale';
import { useDisplayLocale } from '../../../stores/locale';
import { DateTimeInput } from '../../studio/DateTimeInput';
import { createPriceChange, fetchPriceChoices, listPriceChanges, previewPriceChange, type PriceChangeBody } from '../api/catalogue-prices';
import { Failure, Loaded, Panel, primaryButton, Saved, secondaryButton } from '../ui';
import { useLoad } from '../useLoad';
import { PreviewTable, PriceChangeList } from './price-change-list';

type Kind = 'listing' | 'tag' | 'text' | 'keys';
type Rule = 'up-percent' | 'down-percent' | 'up-amount' | 'down-amount';
interface Draft {
  kind: Kind;
  listing: string;
  tag: string;
  text: string;
  /** The products ticked in the catalogue list (its "Change the prices of the ticked products" link). */
  keys: string[];
  sizes: string[];
  rule: Rule;
  value: string;
  rounding: 'ninetyFive' | 'dollar';
  when: 'now' | 'later';
  at: string | null;
}
const EMPTY: Draft = { kind: 'listing', listing: '', tag: '', text: '', keys: [], sizes: [], rule: 'up-percent', value: '', rounding: 'ninetyFive', when: 'now', at: null };

/** The form as it opens: for the products ticked in the catalogue when the address names them (?keys=A,B). */
function initialDraft(): Draft {
  const keys = (new URLSearchParams(location.search).get('keys') ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  return keys.length ? { ...EMPTY, kind: 'keys', keys: [...new Set(keys)] } : EMPTY;
}
const RULES = [
  { value: 'up-percent', label: 'Raise by a percentage' },
  { value: 'down-percent', label: 'Lower by a percentage' },
  { value: 'up-amount', label: 'Raise by an amount ($)' },
  { value: 'down-amount', label: 'Lower by an amount ($)' },
];

/** A choice of a few, as radio buttons under a legend, with its error under them. */
function Choice<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid gap-1">
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 py-1">
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="h-5 w-5 accent-plum" />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-alert-red">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid content-start gap-4">
      <h2 id={id} className="font-serif text-xl text-plum">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The request as the API reads it, from the fields as typed. */
function bodyOf(draft: Draft): PriceChangeBody {
  const [direction, kind] = draft.rule.split('-') as ['up' | 'down', 'percent' | 'amount'];
  return {
    selection: { kind: draft.kind, [draft.kind]: draft[draft.kind], ...(draft.sizes.length ? { sizes: draft.sizes } : {}) } as PriceChangeBody['selection'],
    rule: { kind, direction, value: draft.value.trim() },
    rounding: draft.rounding,
    ...(draft.when === 'later' ? { at: draft.at } : {}),
  };
}

/** Errors the form shows itself before asking the API. */
function typedErrors(draft: Draft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (draft.kind === 'keys' ? !draft.keys.length : !draft[draft.kind].trim())
    errors[`selection.${draft.kind}`] = { listing: 'Choose a listing', tag: 'Choose a tag', text: 'Search is required', keys: 'Tick at least one product in the catalogue' }[draft.kind];
  if (!draft.value.trim()) errors['rule.value'] = draft.rule.endsWith('percent') ? 'Percentage is required' : 'Amount is required';
  if (draft.when === 'later' && !draft.at) errors.at = 'Choose a day and a time.';
  return errors;
}

/** The new change: what, the rule, the rounding, the preview, and now or at a Melbourne time. */
function ChangeForm({ choices, onMade }: { choices: PriceChoices; onMade: (message: string) => void }) {
  const [draft, setDraft] = useState(initialDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<PricePreview | null>(null);
  const [sending, setSending] = useState<'preview' | 'apply' | null>(null);
  const ref = useRef<HTMLFormElement>(null);
  const focusError = useErrorFocus(ref);
  const locale = useDisplayLocale();
  const change = (next: Partial<Draft>) => {
    setDraft({ ...draft, ...next });
    // What was previewed is no longer what would be sent.
    if (!('when' in next) && !('at' in next)) setPreview(null);
  };

  const refused = (result: { error: { message: string; body: { errors?: Record<string, string> } } }) => {
    const fields = result.error.body.errors;
    if (fields) {
      setErrors(fields);
      setFailure(fields.selection ?? null);
      focusError();
    } else setFailure(result.error.message);
  };

  const send = async (action: 'preview' | 'apply') => {
    setFailure(null);
    const typed = typedErrors(draft);
    if (action === 'preview') delete typed.at;
    setErrors(typed);
    if (Object.keys(typed).length) return focusError();
    setSending(action);
    if (action === 'preview') {
      const result = await previewPriceChange(bodyOf(draft));
      setSending(null);
      if (!result.ok) return refused(result);
      setPreview(result.data);
      return;
    }
    const result = await createPriceChange(bodyOf(draft));
    setSending(null);
    if (!result.ok) return refused(result);
    setPreview(null);
    setDraft(EMPTY);
    onMade(
      result.data.status === 'scheduled'
        ? `Price change ${result.data.id} is scheduled for ${formatDateTime(result.data.runAt, locale, 'medium')}.`
        : `Price change ${result.data.id} is made: ${result.data.sizes} ${result.data.sizes === 1 ? 'size has' : 'sizes have'} a new price. The shop shows it within a minute.`,
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send('preview');
  };
  const selectionError = errors[`selection.${draft.kind}`];

  return (
    <form ref={ref} noValidate aria-label="New price change" className="grid gap-5" onSubmit={submit}>
      <fieldset className="grid gap-3 rounded-lg border border-ink/15 p-3">
        <legend className="px-1 font-semibold">Which products</legend>
        <Choice
          legend="Choose by"
          name="kind"
          value={draft.kind}
          onChange={(kind) => change({ kind })}
          options={[
            { value: 'listing', label: 'A listing' },
            { value: 'tag', label: 'A tag' },
            { value: 'text', label: 'A search' },
            ...(draft.keys.length ? [{ value: 'keys' as const, label: 'The products ticked in the catalogue' }] : []),
          ]}
        />
        {draft.kind === 'keys' && (
          <p className="text-sm text-ink">
            {draft.keys.length === 1 ? '1 product' : `${draft.keys.length} products`} ticked in the catalogue: {draft.keys.join(', ')}.{' '}
            {selectionError && <span className="text-alert-red">{selectionError}</span>}
          </p>
        )}
        {draft.kind === 'listing' && (
          <SelectField
            label="Listing"
            required
            placeholder="Choose…"
            options={choices.listings.map((listing) => ({ value: listing.slug, label: listing.title }))}
            value={draft.listing}
            error={selectionError}
            onChange={(event) => change({ listing: event.target.value })}
          />
        )}
        {draft.kind === 'tag' && (
          <SelectField
            label="Tag"
            required
            placeholder="Choose…"
            options={choices.tags.map((tag) => ({ value: tag, label: tag }))}
            value={draft.tag}
            error={selectionError}
            onChange={(event) => change({ tag: event.target.value })}
          />
        )}
        {draft.kind === 'text' && (
          <TextField label="Products whose name, key or SKU has" required maxLength={100} value={draft.text} error={selectionError} onChange={(event) => change({ text: event.target.value })} />
        )}
        <fieldset>
          <legend className="text-sm font-semibold text-ink">Only these sizes (none ticked: every size)</legend>
          <div className="flex flex-wrap gap-x-5">
            {choices.sizes.map((size) => (
              <Checkbox
                key={size}
                label={size}
                checked={draft.sizes.includes(size)}
                onChange={(checked) => change({ sizes: checked ? [...draft.sizes, size] : draft.sizes.filter((s) => s !== size) })}
              />
            ))}
          </div>
        </fieldset>
        {errors.selection && <p className="text-sm text-alert-red">{errors.selection}</p>}
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label="Change" options={RULES} value={draft.rule} error={errors['rule.kind'] ?? errors['rule.direction']} onChange={(event) => change({ rule: event.target.value as Rule })} />
        <TextField
          label={draft.rule.endsWith('percent') ? 'Percentage (%)' : 'Amount ($)'}
          required
          inputMode="decimal"
          value={draft.value}
          error={errors['rule.value']}
          hint={draft.rule.endsWith('percent') ? 'Up to 500% up, 90% down; at most 2 decimals.' : 'Dollars, at most 2 decimals.'}
          onChange={(event) => change({ value: event.target.value })}
        />
      </div>
      <Choice
        legend="Rounding"
        name="rounding"
        value={draft.rounding}
        error={errors.rounding}
        onChange={(rounding) => change({ rounding })}
        options={[
          { value: 'ninetyFive', label: 'To .95 (like $71.95)' },
          { value: 'dollar', label: 'To whole dollars (like $72)' },
        ]}
      />
      <p className="text-sm text-ink-muted">Prices include GST. No price goes below $1.</p>
      <div>
        <button type="submit" disabled={sending !== null} className={secondaryButton}>
          {sending === 'preview' ? 'Working out the prices…' : 'Preview'}
        </button>
      </div>
      {failure && !errors.selection && <Failure message={failure} />}

      {preview && (
        <>
          <PreviewTable preview={preview} />
          <Choice
            legend="When"
            name="when"
            value={draft.when}
            onChange={(when) => change({ when })}
            options={[
              { value: 'now', label: 'Now' },
              { value: 'later', label: 'At a date and time' },
            ]}
          />
          {draft.when === 'later' && (
            <DateTimeInput
              label="Change prices at (Melbourne time)"
              hint="The new prices are worked out then, from the prices at that time."
              days="future"
              calendarLabel="Choose a day to change the prices"
              value={draft.at}
              error={errors.at}
              onChange={(at) => change({ at })}
            />
          )}
          <div>
            <button type="button" disabled={sending !== null} className={primaryButton} onClick={() => void send('apply')}>
              {sending === 'apply' ? 'Saving…' : draft.when === 'now' ? 'Apply now' : 'Schedule'}
            </button>
          </div>
        </>
      )}
    </form>
  );
}

/** Bulk and scheduled price changes (Flowerline): a new change with its preview, and the latest changes with Undo and Cancel. */
export default function CataloguePrices() {
  const choices = useLoad((signal) => fetchPriceChoices(signal), []);
  const changes = useLoad((signal) => listPriceChanges(signal), []);
  const [done, setDone] = useState<string | null>(null);
  const changed = (message: string) => {
    setDone(message);
    changes.reload();
  };
  const back = (
    <a href={ACCOUNT_PAGES.catalogue.path} className={secondaryButton}>
      Back to the catalogue
    </a>
  );
  return (
    <Panel intro="Raise or lower the prices of many products at once, now or at a time you choose." actions={back}>
      <div className="grid gap-10">
        {done && <Saved>{done}</Saved>}
        <Section title="New price change">
          <Loaded state={choices.state} reload={choices.reload} rows={4} label="Loading the listings…">
            {(data) => <ChangeForm choices={data} onMade={changed} />}
          </Loaded>
        </Section>
        <Section title="Price changes">
          <Loaded state={changes.state} reload={changes.reload} rows={3} label="Loading the price changes…">
            {(data) => <PriceChangeList changes={data.results} onChanged={changed} />}
          </Loaded>
        </Section>
      </div>
    </Panel>
  );
}
