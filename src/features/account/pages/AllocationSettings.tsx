import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/FormField';
import type { AllocationSettings as Settings } from '../../../lib/api/contracts/network';
import { MAX_OFFERS_RANGE, RESPONSE_MINUTES_RANGE, ROTATION_WORDS, ROTATIONS, type Rotation } from '../../../lib/domain/allocation-rules';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { fetchAllocationSettings, saveAllocationSettings } from '../api/network';
import { Loaded, Panel, SaveFooter, secondaryButton } from '../ui';
import { useLoad } from '../useLoad';
import { useSaveForm } from '../use-save-form';
import { ChangeHistory } from './ChangeHistory';

const numberOf = (typed: string) => (typed.trim() !== '' && Number.isFinite(Number(typed)) ? Number(typed) : typed);

function SettingsForm({ settings, onSaved }: { settings: Settings; onSaved: (settings: Settings) => void }) {
  const [draft, setDraft] = useState({ responseMinutes: String(settings.responseMinutes), maxOffers: String(settings.maxOffers), rotation: settings.rotation as Rotation });
  const { ref, errors, failure, saved, sending, refuse, send, changed } = useSaveForm();
  const change = (next: Partial<typeof draft>) => {
    changed();
    setDraft({ ...draft, ...next });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed: Record<string, string> = {};
    if (!draft.responseMinutes.trim()) typed.responseMinutes = 'Time to answer is required';
    if (!draft.maxOffers.trim()) typed.maxOffers = 'Stores offered is required';
    if (refuse(typed)) return;
    const saved = await send(() => saveAllocationSettings({ responseMinutes: numberOf(draft.responseMinutes), maxOffers: numberOf(draft.maxOffers), rotation: draft.rotation }));
    if (saved) onSaved(saved);
  };
  return (
    <form ref={ref} noValidate aria-label="Allocation settings" className="grid max-w-xl gap-5" onSubmit={(event) => void submit(event)}>
      <TextField
        label="Time to answer an offer (minutes)"
        required
        inputMode="numeric"
        value={draft.responseMinutes}
        error={errors.responseMinutes}
        hint={`Counted in the store's trading hours; ${RESPONSE_MINUTES_RANGE.min} to ${RESPONSE_MINUTES_RANGE.max} minutes. Offers already made keep their time.`}
        onChange={(e) => change({ responseMinutes: e.target.value })}
      />
      <TextField
        label="Stores offered before Manual Intervention"
        required
        inputMode="numeric"
        value={draft.maxOffers}
        error={errors.maxOffers}
        hint={`After this many offers an order waits for Flowerline; ${MAX_OFFERS_RANGE.min} to ${MAX_OFFERS_RANGE.max}.`}
        onChange={(e) => change({ maxOffers: e.target.value })}
      />
      <fieldset className="grid gap-2">
        <legend className="font-semibold text-ink">Turns among equally near stores</legend>
        {ROTATIONS.map((rotation) => (
          <label key={rotation} className="flex items-center gap-2">
            <input type="radio" name="rotation" value={rotation} checked={draft.rotation === rotation} onChange={() => change({ rotation })} />
            {ROTATION_WORDS[rotation]}
          </label>
        ))}
        {errors.rotation && <p className="text-sm text-alert-red">{errors.rotation}</p>}
      </fieldset>
      <SaveFooter failure={failure} saved={saved && 'Saved. The next offer of every order follows the new rules.'} sending={sending} label="Save settings" />
    </form>
  );
}

/** The network's allocation rules (Flowerline), with who changed them and when. */
export default function AllocationSettings() {
  const { state, reload, setData } = useLoad((signal) => fetchAllocationSettings(signal), []);
  return (
    <Panel
      intro="How orders are offered to the stores of the network."
      actions={
        <a href={ACCOUNT_PAGES.network.path} className={secondaryButton}>
          Back to the network
        </a>
      }
    >
      <Loaded state={state} reload={reload} label="Loading the settings…">
        {(settings) => (
          <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <SettingsForm settings={settings} onSaved={setData} />
            <section aria-labelledby="history-heading" className="grid content-start gap-3">
              <h2 id="history-heading" className="font-serif text-xl text-plum">
                Changes
              </h2>
              <ChangeHistory changes={settings.changes} />
            </section>
          </div>
        )}
      </Loaded>
    </Panel>
  );
}
