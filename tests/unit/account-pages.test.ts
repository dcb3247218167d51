import { describe, expect, it } from 'vitest';
import { ACCOUNT_PAGES, ACCOUNT_TABS, canSeeAccountPage, type AccountPageId } from '../../src/lib/domain/account';
import { alertTypeMap, chosenSound } from '../../src/lib/domain/account-forms';
import { MyDetailsBodyModel } from '../../src/lib/api/contracts/my-details';
import { NotificationSettingsBodyModel } from '../../src/lib/api/contracts/stores';
import { showsWishlist } from '../../src/lib/domain/roles';
import { validate } from '../../src/lib/domain/validation';

const labels = (role: keyof typeof ACCOUNT_TABS) => ACCOUNT_TABS[role].map((t) => t.label);

describe('account tabs by role (spec 001 section 2.2)', () => {
  it('customers: details, favourites, previous orders, address book', () => {
    expect(labels('customer')).toEqual(['My details', 'My favourites', 'My previous orders', 'My address book', 'Add address', 'Update password']);
  });
  it('Flowerline: orders, saved orders, customers, members, messages, payments, the catalogue, promotions, delivery rules, the florist network, users', () => {
    expect(labels('flowerline')).toEqual([
      'My orders',
      'Saved orders',
      'My customers',
      'My members',
      'My messages',
      'Payments',
      'Catalogue',
      'Promotions',
      'Delivery',
      'Florist network',
      'Users',
      'Update password',
    ]);
  });
  it('florists: account details, orders, saved orders, members, resources, notification settings; owners also users', () => {
    const florist = ['My account details', 'Orders', 'Saved orders', 'My members', 'Member resources', 'Notification settings'];
    expect(labels('florist')).toEqual([...florist, 'Update password']);
    expect(labels('floristowner')).toEqual([...florist, 'Users', 'Update password']);
  });
  it('every tab leads to a page its role may see', () => {
    for (const [role, tabs] of Object.entries(ACCOUNT_TABS)) for (const tab of tabs) expect(canSeeAccountPage(role as never, tab.page), `${role} ${tab.page}`).toBe(true);
  });
});

describe('who may see which page', () => {
  const cases: [AccountPageId, string[]][] = [
    ['mydetails', ['customer']],
    ['accountdetails', ['florist', 'floristowner']],
    ['customers', ['flowerline']],
    ['messages', ['flowerline']],
    ['payments', ['flowerline']],
    ['delivery-rules', ['flowerline']],
    ['users', ['flowerline', 'floristowner']],
    ['members', ['flowerline', 'florist', 'floristowner']],
    ['notification-settings', ['florist', 'floristowner']],
    ['myfavourites', ['customer', 'flowerline']],
    ['home', ['customer', 'flowerline', 'florist', 'floristowner']],
  ];
  it.each(cases)('%s: %j', (page, allowed) => {
    for (const role of ['guest', 'customer', 'flowerline', 'florist', 'floristowner'] as const) expect(canSeeAccountPage(role, page)).toBe(allowed.includes(role));
  });
  it('uses the spec routes', () => {
    expect(ACCOUNT_PAGES.myaddressbook.path).toBe('/myaccount/myaddressbook/');
    expect(ACCOUNT_PAGES['address-add'].path).toBe('/myaccount/myaddressbook/add');
    expect(ACCOUNT_PAGES['notification-settings'].path).toBe('/myaccount/notification-settings/');
    expect(ACCOUNT_PAGES['delivery-rules']).toMatchObject({ path: '/myaccount/delivery/', title: 'Delivery rules' });
  });
});

describe('wishlist visibility', () => {
  it('hidden for florist roles and third-party products', () => {
    expect(showsWishlist('guest')).toBe(true);
    expect(showsWishlist('customer')).toBe(true);
    expect(showsWishlist('flowerline')).toBe(true);
    expect(showsWishlist('florist')).toBe(false);
    expect(showsWishlist('floristowner')).toBe(false);
    expect(showsWishlist('customer', 'walwater')).toBe(false);
  });
});

describe('account forms', () => {
  it('my details: Australian mobile, optional phone stored as +61', () => {
    const ok = validate(MyDetailsBodyModel, { firstName: 'Olivia', lastName: 'Nguyen', email: 'o@example.com', mobile: '0412 345 678', phone: '03 9123 4567' });
    expect(ok).toMatchObject({ ok: true, data: { phone: '+61391234567' } });
    expect(validate(MyDetailsBodyModel, { firstName: 'Olivia', lastName: 'Nguyen', email: 'o@example.com', mobile: '0412 345 678' }).ok).toBe(true);
    expect(validate(MyDetailsBodyModel, { firstName: '', lastName: 'Nguyen', email: 'o@example.com', mobile: '' })).toMatchObject({
      errors: { firstName: 'First name is required', mobile: 'Mobile is required' },
    });
  });
  it('notification settings: one of dog, cat, cymbal, doorbell, mute', () => {
    expect(alertTypeMap('cymbal')).toEqual({ dog: false, cat: false, cymbal: true, doorbell: false, mute: false });
    expect(chosenSound({ doorbell: true })).toBe('doorbell');
    expect(chosenSound({})).toBe('dog');
    expect(validate(NotificationSettingsBodyModel, { account: { orderAlerts: true, alertType: { mute: true } } }).ok).toBe(true);
    expect(validate(NotificationSettingsBodyModel, { account: { orderAlerts: 'yes', alertType: { mute: true } } })).toMatchObject({
      errors: { 'account.orderAlerts': 'orderAlerts must be true or false' },
    });
  });
});
