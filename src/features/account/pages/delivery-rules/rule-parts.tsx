import { useState, type FormEvent, type ReactNode } from 'react';
import type { DeliveryRules } from '../../../../lib/api/contracts/delivery-rules';
import { knownDay } from '../../../../lib/domain/calendar-day';
import type { RuleEntryStatus } from '../../../../lib/domain/delivery-rule-words';
import { formatLongDay } from '../../../../lib/domain/display-locale';
import { useDisplayLocale } from '../../../../stores/locale';
import { addDeliveryRule, removeDeliveryRule, type RuleKind } from '../../api/delivery-rules';
import { useSaveForm } from '../../use-save-form';
import { Failure, Saved } from '../../ui';

/** What every section of the Delivery screen is given: the rules, how to take the API's refreshed answer, whether past entries show. */
export interface SectionProps {
  rules: DeliveryRules;
  onChange: (rules: DeliveryRules) => void;
  showPast: boolean;
}

/** "Monday 1 December 2025": a Melbourne date read out in full. */
export function useDayWords() {
  const locale = useDisplayLocale();
  return (day: string) => formatLongDay(knownDay(day), locale);
}

export function LongDay({ day }: { day: string }) {
  return <>{useDayWords()(day)}</>;
}

/** What a row that cannot be removed says in its Remove column. */
export function NotRemovable({ status }: { status: RuleEntryStatus }) {
  return status === 'in-force' ? <span className="text-sm text-ink-muted">In force: add a new entry to change it</span> : null;
}

/** The date an entry takes effect; the standing rules have always applied. */
export function TakesEffect({ day, standing }: { day: string; standing: boolean }) {
  return standing ? <>Always (the shop&rsquo;s standing rule)</> : <LongDay day={day} />;
}

const STATUS_STYLES: Record<RuleEntryStatus, string> = {
  'in-force': 'border-alert-green/30 bg-white text-alert-green',
  scheduled: 'border-plum/30 bg-soft-pink text-plum',
  ended: 'border-ink/25 bg-white text-ink-muted',
};
/** A fee's or cutoffs' status; `days` for a closed date or peak day. */
const STATUS_WORDS = {
  effective: { 'in-force': 'In force today', scheduled: 'Scheduled', ended: 'Replaced' },
  days: { 'in-force': 'Today', scheduled: 'Coming up', ended: 'Passed' },
} as const;

export function StatusBadge({ status, kind = 'effective' }: { status: RuleEntryStatus; kind?: keyof typeof STATUS_WORDS }) {
  return <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_STYLES[status]}`}>{STATUS_WORDS[kind][status]}</span>;
}

/** The entries to show: past ones only when asked. */
export const shown = <T extends { status: RuleEntryStatus }>(entries: T[], showPast: boolean) => (showPast ? entries : entries.filter((entry) => entry.status !== 'ended'));

/**
 * Removing entries of a section: one at a time, the API's answer taken as
 * the new rules; what happened is said in the section (a refusal as an alert).
 */
export function useRemove(onChange: (rules: DeliveryRules) => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const remove = async (id: string, done: string, kind: RuleKind, ...key: string[]) => {
    setBusy(id);
    setOutcome(null);
    const result = await removeDeliveryRule(kind, ...key);
    setBusy(null);
    if (!result.ok) return setOutcome({ ok: false, message: result.error.message });
    setOutcome({ ok: true, message: done });
    onChange(result.data);
  };
  const message = outcome && (outcome.ok ? <Saved>{outcome.message}</Saved> : <Failure message={outcome.message} />);
  return { busy, remove, message };
}

/** A row's Remove button, named for the entry it removes. */
export function RemoveButton({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) {
  return (
    <button type="button" aria-label={label} disabled={busy} onClick={onClick} className="font-semibold text-alert-red underline disabled:opacity-60">
      {busy ? 'Removing…' : 'Remove'}
    </button>
  );
}

/** A section of the screen: its heading, what it means, its table and its form. */
export function RuleSection({ id, title, intro, children }: { id: string; title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="grid content-start gap-4">
      <div>
        <h2 id={`${id}-heading`} className="font-serif text-2xl text-plum">
          {title}
        </h2>
        <p className="text-ink-muted">{intro}</p>
      </div>
      {children}
    </section>
  );
}

/** The add form's frame: a titled group whose fields sit side by side on wide screens. */
export function AddFormFields({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-plum/15 bg-cream/40 p-4">
      <legend className="px-1 font-semibold text-ink">{legend}</legend>
      <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </fieldset>
  );
}

/**
 * One "add an entry" form of the Delivery screen: its draft as typed, the
 * fields it needs (each with its message when empty), sending it to
 * `POST /api/delivery-rules/{kind}` through the back office's save hook, and
 * on success the draft emptied and the screen given the API's answer.
 */
export function useAddRule<Draft extends Record<string, string>>(kind: RuleKind, empty: Draft, required: Partial<Record<keyof Draft & string, string>>, onChange: SectionProps['onChange']) {
  const [draft, setDraft] = useState(empty);
  const form = useSaveForm();
  const change = (next: Partial<Draft>) => {
    form.changed();
    setDraft({ ...draft, ...next });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed: Record<string, string> = {};
    for (const [field, message] of Object.entries(required)) if (!draft[field]?.trim() && message) typed[field] = message;
    if (form.refuse(typed)) return;
    const rules = await form.send(() => addDeliveryRule(kind, draft));
    if (rules) {
      setDraft(empty);
      onChange(rules);
    }
  };
  return { ...form, draft, change, submit };
}
