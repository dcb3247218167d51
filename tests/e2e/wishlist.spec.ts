import { expect, test } from '@playwright/test';
import { LOGIN_PROMPT } from '../../src/lib/domain/auth';
import { signInAs, signInAsNewCustomer } from './auth-helpers';
import { seriousA11yViolations } from './support/page';
import { waitForIsland, waitForListing, waitForProductPage } from './support/shop';

const ROSE_BASKET = '/flowers/moonlight-rose-basket';

test.describe('wishlist', () => {
  test('a guest tapping the heart is asked to sign in and come back', async ({ page }) => {
    await page.goto('/flowers');
    await waitForListing(page);
    const heart = page.getByRole('button', { name: /^Save to Wishlist: / }).first();
    await heart.click();
    const dialog = page.getByRole('dialog', { name: LOGIN_PROMPT.title });
    await expect(dialog.getByText(LOGIN_PROMPT.text)).toBeVisible();
    await expect(dialog.getByRole('link', { name: LOGIN_PROMPT.proceed })).toHaveAttribute('href', '/login?returnTo=%2Fflowers');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: LOGIN_PROMPT.cancel }).click();
    await expect(dialog).toBeHidden();
    await heart.click();
    await page.getByRole('dialog', { name: LOGIN_PROMPT.title }).getByRole('link', { name: LOGIN_PROMPT.proceed }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fflowers$/);
  });

  test('from a product card to My favourites and back out again', async ({ page }) => {
    await signInAsNewCustomer(page, 'Mia');
    await page.goto('/flowers');
    await waitForListing(page);
    const card = page.getByTestId('product-card').first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    const save = card.getByRole('button', { name: `Save to Wishlist: ${name}` });
    await save.click();
    const remove = card.getByRole('button', { name: `Remove from Wishlist: ${name}` });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await expect(remove).toBeEnabled();

    await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click();
    await waitForIsland(page, 'AccountArea');
    await expect(page.getByRole('heading', { level: 1, name: 'My favourites' })).toBeVisible();
    await expect(page.getByRole('link', { name })).toBeVisible();
    await page.getByRole('button', { name: `Remove ${name} from Wishlist` }).click();
    await expect(page.getByText('You have no favourites yet.')).toBeVisible();
  });

  test('the product page button saves and removes', async ({ page }) => {
    await signInAsNewCustomer(page, 'Leo');
    await page.goto(ROSE_BASKET);
    await waitForProductPage(page);
    const panel = page.getByTestId('product-purchase');
    await panel.getByRole('button', { name: 'Save to Wishlist' }).click();
    await expect(panel.getByRole('button', { name: 'Remove from Wishlist' })).toBeVisible();
    await page.reload();
    await waitForProductPage(page);
    await expect(panel.getByRole('button', { name: 'Remove from Wishlist' })).toBeVisible();
    await panel.getByRole('button', { name: 'Remove from Wishlist' }).click();
    await expect(panel.getByRole('button', { name: 'Save to Wishlist' })).toBeVisible();
  });

  test('florists never see the heart or the wishlist link', async ({ page, isMobile }) => {
    await signInAs(page, 'florist');
    await page.goto('/flowers');
    await waitForListing(page);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Wishlist/ })).toHaveCount(0);
    await waitForIsland(page, 'WishlistLink');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Wishlist' })).toHaveCount(0);
    if (isMobile) {
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'My account' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Wishlist' })).toHaveCount(0);
    }
  });
});
