import { useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { deleteAddress, listAddresses } from '../api/account';
import type { Address } from '../../../lib/api/contracts/addresses';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { formatPhone } from '../../../lib/domain/phone';
import { Empty, Failure, Loading, Panel, primaryButton, secondaryButton } from '../ui';
import { useLoad } from '../useLoad';

/** The address book: each address with Edit and Delete (after a confirmation); the default first. */
export default function AddressBook() {
  const { state, reload } = useLoad(listAddresses, []);
  const [confirming, setConfirming] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const add = (
    <a href={ACCOUNT_PAGES['address-add'].path} className={primaryButton}>
      Add address
    </a>
  );

  if (state.status === 'loading') return <Loading rows={2} label="Loading your addresses…" />;
  if (state.status === 'error') return <Failure message={state.message} onRetry={reload} />;
  const remove = async () => {
    if (!confirming) return;
    setBusy(true);
    const result = await deleteAddress(confirming.addressId);
    setBusy(false);
    setConfirming(null);
    if (result.ok) reload();
    else setFailure(result.error.message);
  };

  return (
    <Panel intro="Addresses you send flowers to often." actions={add}>
      {failure && <Failure message={failure} />}
      {state.data.results.length === 0 ? (
        <Empty>Your address book is empty. Add an address to find it quickly at checkout.</Empty>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {state.data.results.map((a) => (
            <li key={a.addressId} className="rounded-xl border border-plum/15 bg-white p-5">
              <p className="font-semibold text-ink">
                {a.firstName} {a.lastName}
                {a.isDefault && <span className="ml-2 rounded-full bg-sage-light px-2.5 py-0.5 text-xs font-semibold text-sage">Default</span>}
              </p>
              <address className="mt-1 not-italic text-ink-muted">
                {a.company && <span className="block">{a.company}</span>}
                <span className="block">{[a.street2, a.street].filter(Boolean).join(', ')}</span>
                <span className="block">
                  {a.suburb} {a.state} {a.postcode}
                </span>
                {a.phone && <span className="block">{formatPhone(a.phone)}</span>}
              </address>
              <div className="mt-4 flex gap-3">
                <a href={`${ACCOUNT_PAGES['address-edit'].path}?addressId=${encodeURIComponent(a.addressId)}`} className={secondaryButton} aria-label={`Edit the address ${a.street}, ${a.suburb}`}>
                  Edit
                </a>
                <button type="button" onClick={() => setConfirming(a)} className={secondaryButton} aria-label={`Delete the address ${a.street}, ${a.suburb}`}>
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        role="alertdialog"
        size="sm"
        title="Delete this address?"
        footer={
          <>
            <button type="button" onClick={() => setConfirming(null)} className={secondaryButton}>
              Keep it
            </button>
            <button type="button" disabled={busy} onClick={() => void remove()} className={primaryButton}>
              {busy ? 'Deleting…' : 'Delete'}
            </button>
          </>
        }
      >
        <p>
          {confirming?.street}, {confirming?.suburb} {confirming?.state} {confirming?.postcode} will be removed from your address book.
        </p>
      </Dialog>
    </Panel>
  );
}
