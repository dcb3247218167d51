import { expect, test } from '@playwright/test';
import { apiCall, cartThroughApi, openCartWithBouquet } from './support/checkout';
import { seriousA11yViolations } from './support/page';
import { FITZROY, pickSuburb, storeDelivery, upcomingDeliveryDate, waitForHeader } from './support/shop';

test.describe('the cart drawer’s panels', () => {
  test('gifts: quantities change at once, quick clicks go as one change, wine stops at 2 and shows 18+', async ({ page }) => {
    const { cart, line, drawer } = await openCartWithBouquet(page);
    await drawer.getByRole('button', { name: `Add a gift for ${line.name}` }).click();
    const gifts = page.getByRole('dialog', { name: `Gifts with ${line.name}` });
    await expect(gifts.getByRole('button', { name: /^Add / }).first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await gifts.getByRole('button', { name: 'Add Barossa Valley Shiraz 750ml' }).click();
    const wine = gifts.getByTestId('held-addon').filter({ hasText: 'Barossa Valley Shiraz 750ml' });
    await expect(wine).toContainText('18+');
    await wine.getByRole('button', { name: 'More Barossa Valley Shiraz 750ml' }).click();
    await expect(wine.getByRole('textbox', { name: 'Quantity of Barossa Valley Shiraz 750ml' })).toHaveValue('2');
    await expect(wine.getByRole('button', { name: 'More Barossa Valley Shiraz 750ml' })).toBeDisabled();
    // The limit is the order's, all wines together: another wine is refused, and the panel says why.
    await expect(wine).toContainText('Wine: at most 2 bottles per order, all wines together.');
    // Once the server holds the two bottles (the stepper's change goes out a moment later).
    await expect.poll(async () => ((await (await page.request.get(`/api${cart.path}`)).json()) as { lineItems: { addons: { quantity: number }[] }[] }).lineItems[0]!.addons[0]?.quantity).toBe(2);
    await gifts.getByRole('button', { name: 'Add Pink Moscato 750ml' }).click();
    await expect(gifts.getByRole('alert').filter({ hasText: 'Wine: at most 2 bottles per order, all wines together.' })).toBeVisible();
    await expect(gifts.getByTestId('held-addon')).toHaveCount(1);

    await gifts.getByRole('button', { name: 'Add Belgian Chocolate Truffles 200g' }).click();
    const truffles = gifts.getByTestId('held-addon').filter({ hasText: 'Belgian Chocolate Truffles 200g' });
    await expect(truffles).toBeVisible();
    const quantityCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/quantity')) quantityCalls.push(request.postData() ?? '');
    });
    await truffles.getByRole('button', { name: 'More Belgian Chocolate Truffles 200g' }).focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Enter');
    // Shown at once, before any answer.
    await expect(truffles.getByRole('textbox', { name: 'Quantity of Belgian Chocolate Truffles 200g' })).toHaveValue('5');
    await expect(drawer.getByRole('list', { name: `Add-ons for ${line.name}` })).toContainText('5 × Belgian Chocolate Truffles 200g ($95)');
    // Four quick presses: one request (two at most on a slow machine), the last for 5.
    expect(quantityCalls.length).toBeLessThanOrEqual(2);
    expect(quantityCalls.at(-1)).toBe('{"quantity":5}');

    await truffles.getByRole('button', { name: 'Remove Belgian Chocolate Truffles 200g' }).click();
    await expect(truffles).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(gifts).toBeHidden();
    // Focus goes back to the button that opened the panel, in the drawer still open.
    await expect(drawer.getByRole('button', { name: `Change gifts for ${line.name}` })).toBeFocused();
    const held = await page.request.get(`/api${cart.path}`);
    const addons = ((await held.json()) as { lineItems: { addons: { name: string; quantity: number }[] }[] }).lineItems[0]!.addons;
    expect(addons.map((addon) => [addon.name, addon.quantity])).toEqual([['Barossa Valley Shiraz 750ml', 2]]);
  });

  test('a shopper sees no staff functions; a typed card message survives a reload', async ({ page }) => {
    const { line, drawer } = await openCartWithBouquet(page);
    await expect(drawer.getByRole('button', { name: /Adjustments/ })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Create a custom product' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: /cart note/ })).toHaveCount(0);

    await drawer.getByRole('button', { name: `Add a card message for ${line.name}` }).click();
    const panel = page.getByRole('dialog', { name: `Card message for ${line.name}` });
    await panel.getByRole('textbox', { name: 'Your message' }).fill('Thinking of you');
    await page.reload();
    await waitForHeader(page);
    await page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }).click();
    await page
      .getByRole('dialog', { name: 'Your cart' })
      .getByRole('button', { name: `Add a card message for ${line.name}` })
      .click();
    await expect(page.getByRole('dialog', { name: `Card message for ${line.name}` }).getByRole('textbox', { name: 'Your message' })).toHaveValue('Thinking of you');
  });

  test('the delivery editor opens over the drawer, gives focus back on Escape, and saving moves the cart and closes the drawer', async ({ page }) => {
    const { cart, drawer } = await openCartWithBouquet(page);
    await expect(drawer.getByTestId('cart-delivery')).toContainText('Fitzroy');
    await drawer.getByRole('button', { name: 'Change delivery details' }).click();
    const editor = page.getByRole('dialog', { name: 'Delivery details' });
    await expect(editor.getByRole('button', { name: 'Save' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Change delivery details' })).toBeFocused();

    await drawer.getByRole('button', { name: 'Change delivery details' }).click();
    await pickSuburb(editor, 'Kew', 'Kew, VIC, 3101');
    const validated = page.waitForResponse((response) => response.url().endsWith(`/api/cart/${cart.cartId}/validate`));
    await editor.getByRole('button', { name: 'Save' }).click();
    expect((await validated).status()).toBe(200);
    await expect(drawer).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }).click();
    await expect(drawer.getByTestId('cart-delivery')).toContainText('Kew');
  });

  test('items for different dates are not checked out until one delivery is chosen for all', async ({ page }) => {
    const cart = await cartThroughApi(page);
    await cart.add('WB1001', 'WB1001-STD');
    await apiCall(page, 'POST', `${cart.path}/line-items`, { productKey: 'WB1002', variantKey: 'WB1002-STD', deliveryDate: upcomingDeliveryDate(9), quantity: 1, suburbId: FITZROY.suburbId });
    await storeDelivery(page, cart.day);
    await page.goto('/contact-us');
    await waitForHeader(page);
    await page.getByRole('banner').getByRole('button', { name: 'Cart, 2 items' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await expect(drawer.getByTestId('cart-delivery')).toContainText('Your items are for different delivery dates or places.');
    await expect(drawer.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await drawer.getByRole('button', { name: 'Choose one delivery' }).click();
    const editor = page.getByRole('dialog', { name: 'Delivery details' });
    const validated = page.waitForResponse((response) => response.url().endsWith(`/api/cart/${cart.cartId}/validate`));
    await editor.getByRole('button', { name: 'Save' }).click();
    expect((await validated).status()).toBe(200);
    await page.getByRole('banner').getByRole('button', { name: 'Cart, 2 items' }).click();
    await expect(drawer.getByTestId('cart-delivery')).toContainText('Delivering to Fitzroy');
    await expect(drawer.getByText('Your items are for different delivery dates or places.')).toHaveCount(0);
  });
});
