import type { AddressBody } from '../../../src/lib/api/contracts/addresses';
import type { ToastSound } from '../../../src/lib/domain/constants';

/**
 * The people of the demo shop, one or more for every role, with the
 * passwords listed in README.md. Ids are fixed so that seeding again
 * changes nothing.
 */
export interface SeedUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  mobile: string | null;
  roles: string[];
  customerId: string;
  storeKey?: string;
  addresses?: (Omit<AddressBody, 'company' | 'street2'> & Partial<Pick<AddressBody, 'company' | 'street2'>> & { id: string })[];
  wishlist?: { id: string; productKeys: string[] };
}

export const SEED_USERS: SeedUser[] = [
  {
    email: 'olivia.nguyen@example.com',
    password: 'Wattle-Customer-2025',
    firstName: 'Olivia',
    lastName: 'Nguyen',
    mobile: '+61412345678',
    roles: ['customer'],
    customerId: '5d0c9a6e-2f47-4b8e-9c1a-0a1b2c3d4e01',
    addresses: [
      {
        id: '7a1f0c52-1d3e-4f5a-8b6c-0a1b2c3d4e11',
        firstName: 'Olivia',
        lastName: 'Nguyen',
        street: '42 Brunswick Street',
        street2: 'Unit 3',
        suburb: 'Fitzroy',
        state: 'VIC',
        postcode: '3065',
        phone: '+61412345678',
        isDefault: true,
      },
      {
        id: '7a1f0c52-1d3e-4f5a-8b6c-0a1b2c3d4e12',
        firstName: 'Mai',
        lastName: 'Nguyen',
        company: 'Bridge Road Physio',
        street: '318 Bridge Road',
        suburb: 'Richmond',
        state: 'VIC',
        postcode: '3121',
        phone: '+61398765432',
        isDefault: false,
      },
    ],
    wishlist: { id: '9b2e1d63-2e4f-4a6b-9c7d-0a1b2c3d4e21', productKeys: ['WB1004', 'WB1008', 'WB1012'] },
  },
  {
    email: 'james.obrien@example.com',
    password: 'Bloom-Customer-2025',
    firstName: 'James',
    lastName: "O'Brien",
    mobile: '+61423456789',
    roles: ['customer'],
    customerId: '5d0c9a6e-2f47-4b8e-9c1a-0a1b2c3d4e02',
    addresses: [
      {
        id: '7a1f0c52-1d3e-4f5a-8b6c-0a1b2c3d4e13',
        firstName: 'James',
        lastName: "O'Brien",
        street: '7 Campbell Parade',
        suburb: 'Bondi Beach',
        state: 'NSW',
        postcode: '2026',
        phone: '+61423456789',
        isDefault: true,
      },
    ],
    wishlist: { id: '9b2e1d63-2e4f-4a6b-9c7d-0a1b2c3d4e22', productKeys: ['WB1002'] },
  },
  {
    email: 'priya.sharma@wattleandbloom.com.au',
    password: 'Flowerline-Office-2025',
    firstName: 'Priya',
    lastName: 'Sharma',
    mobile: '+61434567890',
    roles: ['flowerline'],
    customerId: '5d0c9a6e-2f47-4b8e-9c1a-0a1b2c3d4e03',
  },
  {
    email: 'sophie.harris@example.com',
    password: 'Florist-Owner-2025',
    firstName: 'Sophie',
    lastName: 'Harris',
    mobile: '+61445678901',
    roles: ['florist', 'floristowner'],
    customerId: '5d0c9a6e-2f47-4b8e-9c1a-0a1b2c3d4e04',
    storeKey: 'VIC-001',
  },
  {
    email: 'liam.chen@example.com',
    password: 'Florist-Staff-2025',
    firstName: 'Liam',
    lastName: 'Chen',
    mobile: '+61456789012',
    roles: ['florist'],
    customerId: '5d0c9a6e-2f47-4b8e-9c1a-0a1b2c3d4e05',
    storeKey: 'VIC-001',
  },
  {
    email: 'grace.walker@example.com',
    password: 'Florist-Owner-2025',
    firstName: 'Grace',
    lastName: 'Walker',
    mobile: '+61467890123',
    roles: ['florist', 'floristowner'],
    customerId: '5d0c9a6e-2f47-4b8e-9c1a-0a1b2c3d4e06',
    storeKey: 'VIC-002',
  },
  {
    email: 'editor@wattleandbloom.com.au',
    password: 'Editor-Studio-2025',
    firstName: 'Ella',
    lastName: 'Morgan',
    mobile: '+61478901234',
    roles: ['editor'],
    customerId: '5d0c9a6e-2f47-4b8e-9c1a-0a1b2c3d4e07',
  },
];

/**
 * Order-alert settings of the demo stores: Petals of Richmond hears its
 * offers; Melbourne Florist (nearest to most demo deliveries) has them off,
 * so its people can browse without pop-ups until they turn alerts on.
 */
export const SEED_NOTIFICATION_SETTINGS: { storeKey: string; orderAlerts: boolean; sound: ToastSound }[] = [
  { storeKey: 'VIC-001', orderAlerts: false, sound: 'doorbell' },
  { storeKey: 'VIC-002', orderAlerts: true, sound: 'dog' },
];

export const SEED_MESSAGES = [
  {
    id: '3c4d5e6f-1a2b-4c3d-8e4f-0a1b2c3d4e31',
    createdAt: '2025-05-02T23:15:00Z',
    sender: 'Network Operations',
    subject: "Mother's Day volumes: allocation window extended",
    body: "From Thursday to Sunday the allocation window for metro orders is extended to 45 minutes. Please place Mother's Day orders for Sunday delivery by Friday 2pm where you can, so members have time to source stock.",
  },
  {
    id: '3c4d5e6f-1a2b-4c3d-8e4f-0a1b2c3d4e32',
    createdAt: '2025-04-22T01:30:00Z',
    sender: 'Member Services',
    subject: 'Anzac Day trading',
    body: 'Most Victorian and New South Wales members are closed on the morning of Anzac Day. Orders for 25 April are allocated to members who have confirmed afternoon trading; check the member list before promising a morning delivery.',
  },
  {
    id: '3c4d5e6f-1a2b-4c3d-8e4f-0a1b2c3d4e33',
    createdAt: '2025-03-10T22:00:00Z',
    sender: 'Head Office',
    subject: 'New premium native range',
    body: 'The premium native range (waratah, banksia and kangaroo paw) is now live for Deluxe sizes in VIC, NSW and QLD. Regional members may substitute with seasonal natives of equal value.',
  },
];

export const SEED_MEMBER_RESOURCES = [
  {
    key: 'photo-guide',
    category: 'Guides',
    title: 'Photographing your arrangements',
    summary: 'How to take delivery photos that customers love and that pass our quality check.',
    body: 'Shoot in natural light against a plain wall, with the card visible but the message covered. Take one photo straight on at bench height and one from above. Upload within two hours of dispatch so the sender gets their confirmation the same day.',
  },
  {
    key: 'substitution-policy',
    category: 'Guides',
    title: 'Substitution policy',
    summary: 'When and how you may substitute flowers and containers.',
    body: 'Keep the colour palette, the style and the value of the order. Substitute flowers of the same size and presence (garden roses for peonies out of season, for example). Containers may be swapped for one of equal or higher value. Add an internal note to the order whenever you substitute.',
  },
  {
    key: 'peak-calendar',
    category: 'Notices',
    title: 'Peak days calendar',
    summary: "Valentine's Day, Mother's Day and the Christmas fortnight: cut-offs and staffing.",
    body: 'On peak days orders are allocated from 5am. Same-day cut-offs move to 12pm on weekdays and 9am on Saturdays. Confirm your extra drivers with Member Services a week ahead so we can raise your daily capacity.',
  },
  {
    key: 'payment-schedule',
    category: 'Accounts',
    title: 'Member payment schedule',
    summary: 'Statements close each Sunday; payments are made the following Wednesday.',
    body: 'Completed orders are paid weekly. Statements close at midnight each Sunday and are paid by bank transfer on Wednesday. Delivery fees are paid to the executing member in full; the product value is paid less the network fee shown on your statement.',
  },
];
