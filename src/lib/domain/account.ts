import type { DerivedRole, SignedInRole } from './roles';

/**
 * The account area (spec 001 sections 2.1 and 2.2): every page, who may see
 * it, and the tabs each role is shown. The API enforces the same role lists
 * (see ACCESS), so a page and the data behind it never disagree.
 */
export const ACCESS = {
  everyone: ['customer', 'flowerline', 'florist', 'floristowner'],
  customer: ['customer'],
  /** Whoever keeps a wishlist: signed-in people who are not florists. */
  wishlist: ['customer', 'flowerline'],
  flowerline: ['flowerline'],
  florists: ['florist', 'floristowner'],
  floristOwner: ['floristowner'],
  /** Members (florist stores): Flowerline sees all, florists their own. */
  members: ['flowerline', 'florist', 'floristowner'],
  /** Users lists: Flowerline, and florist owners for their own store. */
  users: ['flowerline', 'floristowner'],
} as const satisfies Record<string, readonly SignedInRole[]>;

export type AccountPageId =
  | 'home'
  | 'mydetails'
  | 'accountdetails'
  | 'mypreviousorders'
  | 'saved-orders'
  | 'myfavourites'
  | 'myaddressbook'
  | 'address-add'
  | 'address-edit'
  | 'update-password'
  | 'messages'
  | 'member-resources'
  | 'notification-settings'
  | 'orders'
  | 'customers'
  | 'customer-details'
  | 'members'
  | 'member-details'
  | 'users'
  | 'payments'
  | 'catalogue'
  | 'catalogue-product'
  | 'catalogue-new'
  | 'catalogue-prices'
  | 'catalogue-listings'
  | 'catalogue-listing'
  | 'network'
  | 'store-new'
  | 'store-edit'
  | 'allocation-settings'
  | 'promotions'
  | 'promotion-new'
  | 'promotion-edit'
  | 'promotion-usage'
  | 'promotion-batch'
  | 'promotion-automatic'
  | 'delivery-rules';

export interface AccountPage {
  path: string;
  title: string;
  roles: readonly SignedInRole[];
  /** The tab shown as current on this page (sub-pages light up their list). */
  tab?: AccountPageId;
}

export const ACCOUNT_PAGES: Record<AccountPageId, AccountPage> = {
  home: { path: '/myaccount', title: 'My account', roles: ACCESS.everyone },
  mydetails: { path: '/myaccount/mydetails', title: 'My details', roles: ACCESS.customer },
  accountdetails: { path: '/myaccount/accountdetails', title: 'My account details', roles: ACCESS.florists },
  mypreviousorders: { path: '/myaccount/mypreviousorders/', title: 'Orders', roles: ACCESS.everyone },
  'saved-orders': { path: '/myaccount/saved-orders/', title: 'Saved orders', roles: ACCESS.everyone },
  myfavourites: { path: '/myaccount/myfavourites/', title: 'My favourites', roles: ACCESS.wishlist },
  myaddressbook: { path: '/myaccount/myaddressbook/', title: 'My address book', roles: ACCESS.customer },
  'address-add': { path: '/myaccount/myaddressbook/add', title: 'Add address', roles: ACCESS.customer },
  'address-edit': { path: '/myaccount/myaddressbook/edit', title: 'Edit address', roles: ACCESS.customer, tab: 'myaddressbook' },
  'update-password': { path: '/myaccount/update-password/', title: 'Update password', roles: ACCESS.everyone },
  messages: { path: '/myaccount/messages/', title: 'My messages', roles: ACCESS.flowerline },
  'member-resources': { path: '/myaccount/member-resources/', title: 'Member resources', roles: ACCESS.florists },
  'notification-settings': { path: '/myaccount/notification-settings/', title: 'Notification settings', roles: ACCESS.florists },
  orders: { path: '/myaccount/orders', title: 'Order details', roles: ACCESS.everyone, tab: 'mypreviousorders' },
  customers: { path: '/myaccount/customers', title: 'My customers', roles: ACCESS.flowerline },
  'customer-details': { path: '/myaccount/customers/details', title: 'Customer details', roles: ACCESS.flowerline, tab: 'customers' },
  members: { path: '/myaccount/members', title: 'My members', roles: ACCESS.members },
  'member-details': { path: '/myaccount/members/details', title: 'Member details', roles: ACCESS.members, tab: 'members' },
  users: { path: '/myaccount/users', title: 'Users', roles: ACCESS.users },
  payments: { path: '/myaccount/payments/', title: 'Payments', roles: ACCESS.flowerline },
  catalogue: { path: '/myaccount/catalogue/', title: 'Catalogue', roles: ACCESS.flowerline },
  'catalogue-product': { path: '/myaccount/catalogue/product', title: 'Product', roles: ACCESS.flowerline, tab: 'catalogue' },
  'catalogue-new': { path: '/myaccount/catalogue/new', title: 'New product', roles: ACCESS.flowerline, tab: 'catalogue' },
  'catalogue-prices': { path: '/myaccount/catalogue/prices', title: 'Change prices', roles: ACCESS.flowerline, tab: 'catalogue' },
  'catalogue-listings': { path: '/myaccount/catalogue/listings', title: 'Listing pages', roles: ACCESS.flowerline, tab: 'catalogue' },
  'catalogue-listing': { path: '/myaccount/catalogue/listing', title: 'Listing page', roles: ACCESS.flowerline, tab: 'catalogue' },
  network: { path: '/myaccount/network/', title: 'Florist network', roles: ACCESS.flowerline },
  'store-new': { path: '/myaccount/network/new', title: 'New store', roles: ACCESS.flowerline, tab: 'network' },
  'store-edit': { path: '/myaccount/network/store', title: 'Store', roles: ACCESS.flowerline, tab: 'network' },
  'allocation-settings': { path: '/myaccount/network/allocation-settings', title: 'Allocation settings', roles: ACCESS.flowerline, tab: 'network' },
  promotions: { path: '/myaccount/promotions/', title: 'Promotions', roles: ACCESS.flowerline },
  'promotion-new': { path: '/myaccount/promotions/new', title: 'New promo code', roles: ACCESS.flowerline, tab: 'promotions' },
  'promotion-edit': { path: '/myaccount/promotions/code', title: 'Promo code', roles: ACCESS.flowerline, tab: 'promotions' },
  'promotion-usage': { path: '/myaccount/promotions/usage', title: 'Promo code usage', roles: ACCESS.flowerline, tab: 'promotions' },
  'promotion-batch': { path: '/myaccount/promotions/batch', title: 'Batch of single-use codes', roles: ACCESS.flowerline, tab: 'promotions' },
  'promotion-automatic': { path: '/myaccount/promotions/automatic', title: 'Promotion without a code', roles: ACCESS.flowerline, tab: 'promotions' },
  'delivery-rules': { path: '/myaccount/delivery/', title: 'Delivery rules', roles: ACCESS.flowerline },
};

export interface AccountTab {
  page: AccountPageId;
  label: string;
}

const tab = (page: AccountPageId, label: string): AccountTab => ({ page, label });
const floristTabs = [
  tab('accountdetails', 'My account details'),
  tab('mypreviousorders', 'Orders'),
  tab('saved-orders', 'Saved orders'),
  tab('members', 'My members'),
  tab('member-resources', 'Member resources'),
  tab('notification-settings', 'Notification settings'),
];

/** The tabs by role (spec 001 section 2.2); every role can also update its password. */
export const ACCOUNT_TABS: Record<SignedInRole, AccountTab[]> = {
  customer: [
    tab('mydetails', 'My details'),
    tab('myfavourites', 'My favourites'),
    tab('mypreviousorders', 'My previous orders'),
    tab('myaddressbook', 'My address book'),
    tab('address-add', 'Add address'),
    tab('update-password', 'Update password'),
  ],
  flowerline: [
    tab('mypreviousorders', 'My orders'),
    tab('saved-orders', 'Saved orders'),
    tab('customers', 'My customers'),
    tab('members', 'My members'),
    tab('messages', 'My messages'),
    tab('payments', 'Payments'),
    tab('catalogue', 'Catalogue'),
    tab('promotions', 'Promotions'),
    tab('delivery-rules', 'Delivery'),
    tab('network', 'Florist network'),
    tab('users', 'Users'),
    tab('update-password', 'Update password'),
  ],
  florist: [...floristTabs, tab('update-password', 'Update password')],
  floristowner: [...floristTabs, tab('users', 'Users'), tab('update-password', 'Update password')],
};

export function canSeeAccountPage(role: DerivedRole, page: AccountPageId): boolean {
  return role !== 'guest' && ACCOUNT_PAGES[page].roles.includes(role);
}

export const NOT_AVAILABLE_TITLE = 'Not available for your account';
export const NOT_AVAILABLE_TEXT = 'This page is not part of your account. Choose one of the pages in your account menu instead.';

/** The name given to a new wishlist (spec 000 section 3: a constant). */
export const DEFAULT_WISHLIST_NAME = 'My Favourites';
