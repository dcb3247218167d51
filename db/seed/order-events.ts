import type { orderEvents } from '../../src/server/db/schema/index';
import { SEED_USERS } from './data/accounts';
import type { Random } from './data/random';

type EventRow = typeof orderEvents.$inferInsert;

const MINUTE = 60_000;
const person = (email: string) => SEED_USERS.find((user) => user.email === email)!;
const FLOWERLINE = person('priya.sharma@wattleandbloom.com.au');
const STORE_PEOPLE: Record<string, { name: string; role: string }> = {
  'VIC-001': { name: `${person('sophie.harris@example.com').firstName} ${person('sophie.harris@example.com').lastName}`, role: 'floristowner' },
  'VIC-002': { name: `${person('grace.walker@example.com').firstName} ${person('grace.walker@example.com').lastName}`, role: 'floristowner' },
};

const QUERIES = [
  ['Wrong street number?', 'The recipient says the house number on the order is wrong. Please confirm with the sender.'],
  ['Recipient not home', 'Nobody answered at the delivery address. Should we leave the flowers with a neighbour?'],
  ['Damaged on arrival', 'The sender reports the vase arrived cracked. Please arrange a replacement.'],
  ['Colour change', 'Pink roses are short today. May we substitute with soft peach?'],
] as const;
const RESOLUTIONS = [
  'Confirmed with the sender and updated.',
  'Left with the neighbour at number 14, card in the letterbox.',
  'Replacement delivered the next morning.',
  'Sender agreed to the substitution.',
];
const CUSTOM_NOTES = ['Please add a ribbon in the company colours.', 'Corporate account: deliver to reception before 11am.', 'Include the printed card supplied by the sender.'];
const INTERNAL_NOTES = ['Side gate is locked; call the recipient first.', 'Regular customer: prefers native flowers.', 'Delivery driver to phone on arrival.'];

/**
 * The demo orders' admin records (docs/adr/0510): an open query on each
 * order in query, resolved queries, Flowerline's custom notes and the
 * stores' internal notes on a few of the others, so the cases, messages and
 * admin tabs show something real.
 */
export function demoOrderEvents(random: Random, order: { id: string; status: string; storeKey: string | null; createdAt: Date }): EventRow[] {
  const rows: EventRow[] = [];
  const at = (minutes: number) => new Date(order.createdAt.getTime() + minutes * MINUTE);
  const flowerline = { actorName: `${FLOWERLINE.firstName} ${FLOWERLINE.lastName}`, actorRole: 'flowerline', actorStoreKey: null };
  const store = order.storeKey ? { actorName: STORE_PEOPLE[order.storeKey]?.name ?? `${order.storeKey} store team`, actorRole: 'floristowner', actorStoreKey: order.storeKey } : flowerline;
  const roll = random.next();
  if (order.status === 'Inquery' || roll < 0.04) {
    const [subject, text] = random.pick(QUERIES);
    const open = order.status === 'Inquery';
    rows.push({
      orderId: order.id,
      action: 'create-query',
      ...store,
      subject,
      text,
      detail: {},
      createdAt: at(240),
      ...(open ? {} : { resolvedAt: at(300), resolvedBy: flowerline.actorName, resolution: random.pick(RESOLUTIONS) }),
    });
    if (!open) rows.push({ orderId: order.id, action: 'resolve-query', ...flowerline, subject, text: rows[0]!.resolution!, detail: {}, createdAt: at(300) });
  }
  if (random.next() < 0.05) rows.push({ orderId: order.id, action: 'custom-note', ...flowerline, text: random.pick(CUSTOM_NOTES), detail: {}, createdAt: at(30) });
  if (random.next() < 0.06) rows.push({ orderId: order.id, action: 'internal-note', ...store, text: random.pick(INTERNAL_NOTES), detail: {}, createdAt: at(90) });
  return rows;
}
