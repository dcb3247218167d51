import { ACCOUNT_PAGES, ACCOUNT_TABS } from '../../../lib/domain/account';
import { ROLE_LABELS } from '../../../lib/domain/roles';
import type { PanelProps } from '../panel-props';

const ABOUT: Partial<Record<string, string>> = {
  mydetails: 'Your name, email and phone numbers.',
  myfavourites: 'Flowers and gifts you have saved.',
  mypreviousorders: 'Orders and their delivery status.',
  myaddressbook: 'Addresses you send to often.',
  'address-add': 'Save a new delivery address.',
  'update-password': 'Change the password you sign in with.',
  'saved-orders': 'Orders saved to finish later.',
  customers: 'Look up a customer and their details.',
  members: 'Member florists of the network.',
  messages: 'Notices from head office.',
  payments: 'Payment cases to look into, and recent refunds.',
  users: 'People who sign in for your organisation.',
  accountdetails: 'Store contact details and trading hours.',
  'member-resources': 'Guides, notices and payment information.',
  'notification-settings': 'New-order alerts and their sound.',
};

/** The account home: who is signed in, and a card for each of their pages. */
export default function AccountHome({ role, session }: PanelProps) {
  return (
    <div>
      <p className="text-lg text-ink">
        Hello{session.name ? `, ${session.name}` : ''}. You are signed in as <strong>{ROLE_LABELS[role]}</strong>
        {session.storeKey ? ` of store ${session.storeKey}` : ''}
        {session.email ? ` (${session.email})` : ''}.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {ACCOUNT_TABS[role].map((tab) => (
          <li key={tab.page}>
            <a href={ACCOUNT_PAGES[tab.page].path} className="block h-full rounded-xl border border-plum/15 bg-white p-5 no-underline shadow-sm hover:border-plum hover:bg-cream">
              <span className="block font-display text-xl text-plum">{tab.label}</span>
              <span className="mt-1 block text-ink-muted">{ABOUT[tab.page]}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
