import { expect, test } from '@playwright/test';
import { emailedLink, signInAs } from './auth-helpers';
import { waitForIsland } from './support/shop';

/**
 * Head office invites a store's owner by email (docs/adr/0775): Flowerline
 * sends the invite from the store's page, the owner opens the emailed link
 * in a browser of their own, chooses a password and lands in their account
 * as the store's owner.
 */
test.describe('inviting a store owner', () => {
  test('Flowerline invites an owner; the owner sets a password, is signed in and sees their store', async ({ page, browser }, testInfo) => {
    test.setTimeout(240_000);
    // A seeded store without an owner (only VIC-001 and VIC-002 have one): each project its own five (they run at once on one database), one of them at random (runs on one data dir seldom meet).
    const first = testInfo.project.name === 'mobile' ? 15 : 10;
    const storeKey = `VIC-0${first + Math.floor(Math.random() * 5)}`;
    const email = `owner.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    await signInAs(page, 'flowerline');
    await page.goto(`/myaccount/members/details?storeKey=${storeKey}`);
    const form = page.getByRole('form', { name: 'Invite the store’s owner' });
    await waitForIsland(page, 'AccountArea');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByText('First name is required')).toBeVisible();
    await form.getByLabel('First name').fill('Mia');
    await form.getByLabel('Last name').fill('Rossi');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    const waiting = page.getByRole('list', { name: 'Invitations waiting' });
    await expect(waiting).toContainText(`Mia Rossi (${email})`);
    await expect(waiting).toContainText('Melbourne time');

    const link = await emailedLink(email, 'invited');
    const owner = await (await browser.newContext()).newPage();
    await owner.goto(link);
    await expect(owner.getByText('Flowerline has invited you to be the owner of')).toBeVisible();
    await waitForIsland(owner, 'AcceptOwnerInvite');
    await owner.getByLabel(/^Password/).fill('Banksia-Court-2026');
    await owner.getByLabel('Confirm password').fill('Banksia-Court-2026');
    await owner.getByRole('button', { name: 'Set password and sign in' }).click();
    await owner.waitForURL('**/myaccount**');
    const stores = await owner.request.get(`/api/stores/${storeKey}`);
    expect(stores.status()).toBe(200);
    const profile = (await (await owner.request.get('/api/profile')).json()) as { role: string; storeKey: string };
    expect(profile).toMatchObject({ role: 'floristowner', storeKey });
    await owner.goto(`/myaccount/members/details?storeKey=${storeKey}`);
    await expect(owner.getByRole('heading', { name: 'People' })).toBeVisible();

    // The link worked once.
    const again = await (await browser.newContext()).newPage();
    await again.goto(link);
    await expect(again.getByRole('alert')).toContainText('already been used');

    // Head office no longer sees it waiting.
    await page.reload();
    await expect(page.getByText('No invitations are waiting.')).toBeVisible();
  });
});
