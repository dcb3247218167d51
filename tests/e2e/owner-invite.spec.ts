import { expect, test } from '@playwright/test';
import { emailedLink, signInAs } from './auth-helpers';
import { apiCall, cartThroughApi } from './support/checkout';
import { waitForHeader, waitForIsland } from './support/shop';

const GEELONG = { suburbId: 'vic-3220-geelong', label: 'Geelong, VIC, 3220' };

/**
 * A new florist store from nothing to its first order, in browsers against
 * the real API (docs/adr/0775, 0781): Flowerline makes a Geelong store in
 * the form (its area and its trading hours), invites its owner from the
 * store's own page, the owner follows the emailed link, sets a password,
 * lands as the store's owner and invites their staff; an order offered to
 * the store pops up for the owner, who accepts it.
 */
test.describe('a new store and its owner', () => {
  test('Flowerline makes a store with its area and hours and invites its owner, who signs in through the link, invites staff and accepts an offer', async ({ page, browser }, testInfo) => {
    test.setTimeout(240_000);
    // Each project its own store and emails: they run at once on one database.
    const run = `${testInfo.project.name === 'mobile' ? 'M' : 'D'}${Date.now() % 1_000_000}`;
    const storeKey = `GEE-${run}`;
    const email = `owner.${run.toLowerCase()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    await signInAs(page, 'flowerline');

    // The store, from the form: where it is, where it delivers, when it trades.
    await page.goto('/myaccount/network/new');
    await waitForIsland(page, 'AccountArea');
    const form = page.getByRole('form', { name: 'New store' });
    await form.getByLabel('Store key').fill(storeKey.toLowerCase());
    await form.getByLabel('Store name').fill('Geelong Posies');
    await form.getByLabel('Street address').fill('120 Moorabool Street');
    await form.getByLabel('Find the suburb').fill('Geelong');
    await form.getByRole('button', { name: `Choose ${GEELONG.label}` }).click();
    await expect(form.getByLabel('Postcode')).toHaveValue('3220');
    await form.getByLabel('Phone').fill('03 5222 1234');
    await form.getByLabel('Email').fill(`shop.${run.toLowerCase()}@example.com`);
    // Two suburbs of its own choosing: the shoppers of other tests keep their stores.
    await form.getByLabel('Suburbs chosen from the list').check();
    const area = form.getByLabel('Add a suburb it delivers to');
    await area.fill('Geelong');
    await form.getByRole('button', { name: `Add ${GEELONG.label}` }).click();
    await area.fill('Geelong West');
    await form.getByRole('button', { name: 'Add Geelong West, VIC, 3218' }).click();
    await expect(form.getByRole('list', { name: 'Suburbs it delivers to' }).getByRole('listitem')).toHaveCount(2);
    await form.getByLabel('Delivery fee ($)').fill('19.95');
    // Its week: closed on Sunday (as a new store starts) and Monday, Saturday until noon; a close before the opening is said under the day.
    await form.getByRole('group', { name: 'Monday', exact: true }).getByLabel('Closed').check();
    const saturday = form.getByRole('group', { name: 'Saturday', exact: true });
    await saturday.getByLabel('Closes').fill('0700');
    await form.getByRole('button', { name: 'Create store' }).click();
    await expect(saturday.getByText('Close time must be after open time')).toBeVisible();
    await expect(saturday.getByLabel('Closes')).toBeFocused();
    await saturday.getByLabel('Closes').fill('1200');
    await form.getByRole('button', { name: 'Create store' }).click();

    // The store's own page: its hours as saved, its history, and the owner's invitation.
    await expect(page).toHaveURL(new RegExp(`/myaccount/network/store\\?storeKey=${storeKey}`));
    await waitForIsland(page, 'AccountArea');
    await expect(page.getByRole('heading', { name: /Geelong Posies/ })).toBeVisible();
    const edit = page.getByRole('form', { name: 'Store Geelong Posies' });
    await expect(edit.getByRole('group', { name: 'Monday', exact: true }).getByLabel('Closed')).toBeChecked();
    await expect(edit.getByRole('group', { name: 'Saturday', exact: true }).getByLabel('Closes')).toHaveValue('1200');
    const changes = page.getByRole('list', { name: 'Changes' });
    await expect(changes).toContainText('Monday hours: — → Closed');
    await expect(changes).toContainText('Saturday hours: — → 08:00 – 12:00');
    await expect(changes).toContainText('Delivers to: — → 2 suburbs: Geelong West, VIC, 3218; Geelong, VIC, 3220');

    const invite = page.getByRole('form', { name: 'Invite the store’s owner' });
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByText('First name is required')).toBeVisible();
    await invite.getByLabel('First name').fill('Mia');
    await invite.getByLabel('Last name').fill('Rossi');
    await invite.getByLabel('Email').fill(email);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    const waiting = page.getByRole('list', { name: 'Invitations waiting' });
    await expect(waiting).toContainText(`Mia Rossi (${email})`);
    await expect(waiting).toContainText('Melbourne time');

    // The owner follows the emailed link in a browser of their own, chooses a password and is the store's owner.
    const link = await emailedLink(email, 'invited');
    const ownerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const owner = await ownerContext.newPage();
    await owner.goto(link);
    await expect(owner.getByText('Flowerline has invited you to be the owner of')).toBeVisible();
    await waitForIsland(owner, 'AcceptOwnerInvite');
    await owner.getByLabel(/^Password/).fill('Banksia-Court-2026');
    await owner.getByLabel('Confirm password').fill('Banksia-Court-2026');
    await owner.getByRole('button', { name: 'Set password and sign in' }).click();
    await owner.waitForURL('**/myaccount**');
    const profile = (await (await owner.request.get('/api/profile')).json()) as { role: string; storeKey: string };
    expect(profile).toMatchObject({ role: 'floristowner', storeKey });

    // The owner invites their staff from the Users tab.
    await owner.goto('/myaccount/users');
    await waitForIsland(owner, 'AccountArea');
    const staff = owner.getByRole('form', { name: 'Invite a staff member' });
    await staff.getByLabel('First name').fill('Noah');
    await staff.getByLabel('Last name').fill('Tran');
    const staffEmail = `staff.${run.toLowerCase()}@example.com`;
    await staff.getByLabel('Email').fill(staffEmail);
    await staff.getByRole('button', { name: 'Send invitation' }).click();
    await expect(staff.getByText(`Invitation sent to ${staffEmail}.`)).toBeVisible();

    // The link worked once; head office sees the store's owner where the invitation was.
    const again = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();
    await again.goto(link);
    await expect(again.getByRole('alert')).toContainText('already been used');
    await page.reload();
    await waitForIsland(page, 'AccountArea');
    await expect(page.getByRole('region', { name: 'Owner' })).toContainText(`Mia Rossi (${email}) owns this store`);
    await expect(page.getByRole('form', { name: 'Invite the store’s owner' })).toHaveCount(0);

    // An order to Geelong is offered to the store: the owner gets the pop-up and accepts it.
    await owner.goto('/contact-us');
    await waitForHeader(owner);
    const cart = await cartThroughApi(page, { signedIn: true });
    const [line] = (await cart.add('WB1001', 'WB1001-STD', { suburbId: GEELONG.suburbId })).lineItems;
    await apiCall(page, 'POST', `${cart.path}/line-items/${line!.lineItemId}/set-card-message`, { noCardMessage: true });
    const { order } = await apiCall<{ order: { orderId: string; orderNumber: string } }>(page, 'POST', `${cart.path}/checkout`, {
      sender: { firstName: 'Priya', lastName: 'Sharma', email: 'priya.sharma@wattleandbloom.com.au', mobile: '0412 345 678' },
      recipient: { firstName: 'Sam', lastName: 'Lee', street: '12 Pakington Street', phone: '03 5221 9876' },
      paymentMethod: 'account',
    });
    await apiCall(page, 'POST', `/orders/${order.orderId}/manual-allocation`, { storeKey: storeKey.toLowerCase() });
    const popup = owner.getByRole('alertdialog', { name: new RegExp(`New order .*${order.orderNumber}`) });
    await expect(popup).toBeVisible({ timeout: 10_000 });
    await popup.getByRole('button', { name: `Accept order ${order.orderNumber}` }).click();
    await expect(popup).toBeHidden();
    const history = (await (await page.request.get(`/api/orders/${order.orderId}/allocationHistory`)).json()) as { allocatedStoreKey: string; outcome: string }[];
    expect(history.at(-1)).toMatchObject({ allocatedStoreKey: storeKey, outcome: 'accepted' });
    await ownerContext.close();
  });
});
