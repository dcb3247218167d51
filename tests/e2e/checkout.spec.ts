import { expect, test } from '@playwright/test';
import { signInAs, signInAsNewCustomer } from './auth-helpers';
import { apiCall, cartThroughApi, fillCheckoutDetails, openCartWithBouquet, payOnSandbox } from './support/checkout';
import { seriousA11yViolations } from './support/page';
import { addToCart, FITZROY, storeDelivery, upcomingDeliveryDate, waitForIsland, waitForListing, waitForProductPage } from './support/shop';

const ROSE_BASKET = '/flowers/moonlight-rose-basket';

test.describe('checkout', () => {
  test('a guest buys a bouquet with a wine add-on and a card message, pays with the sandbox card and sees the confirmation', async ({ page }) => {
    test.slow();
    await storeDelivery(page, upcomingDeliveryDate(4));
    await page.goto(ROSE_BASKET);
    await waitForProductPage(page);
    const panel = page.getByTestId('product-purchase');
    await panel.getByText('Add a gift').click();
    await panel.getByRole('checkbox', { name: /Barossa Valley Shiraz 750ml/ }).check();
    const drawer = await addToCart(page, 'Standard');
    await drawer
      .getByRole('button', { name: /card message/i })
      .first()
      .click();
    const messagePanel = page.getByRole('dialog', { name: /card message/i });
    await messagePanel.getByRole('textbox').fill('Happy birthday, Sam!\nLove, Jane');
    await messagePanel.getByRole('button', { name: /save/i }).click();
    await expect(messagePanel).toBeHidden();
    await drawer.getByRole('link', { name: 'Checkout' }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    await waitForIsland(page, 'CheckoutApp');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('Moonlight Rose Basket');
    await expect(summary).toContainText('Barossa Valley Shiraz 750ml');
    await expect(summary).toContainText('Happy birthday, Sam!');
    const total = (await summary.locator('[data-summary="total"] dd').textContent())!;
    const payment = await fillCheckoutDetails(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await payment.getByRole('button', { name: `Pay ${total} securely` }).click();

    await payOnSandbox(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/checkout\/confirmation/);
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(/^WB\d+$/);
    await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
    const purchases = await page.evaluate(() => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer?.filter((e) => e.event === 'purchase') ?? []);
    expect(purchases).toEqual([expect.objectContaining({ ecommerce: expect.objectContaining({ currency: 'AUD', items: expect.any(Array) }) })]);

    // The ordered cart is gone from the header: the next cart is a new one.
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 0 items' })).toBeAttached();
  });

  test('a declined card leaves the cart as it was and says why', async ({ page }) => {
    const cart = await cartThroughApi(page);
    const [line] = (await cart.add('WB1001', 'WB1001-STD')).lineItems;
    await apiCall(page, 'POST', `${cart.path}/line-items/${line!.lineItemId}/set-card-message`, { noCardMessage: true });
    await page.goto('/checkout');
    await waitForIsland(page, 'CheckoutApp');
    const payment = await fillCheckoutDetails(page);
    await payment.getByRole('button', { name: /securely$/ }).click();
    await payOnSandbox(page, '4000 0000 0000 0002');

    await expect(page).toHaveURL(/\/checkout\?payment=failed/);
    await expect(page.getByRole('alert')).toContainText("Your payment didn't go through: Your card was declined.");
    // What was typed is still there, and so is the cart.
    await expect(page.getByRole('form', { name: 'Payment' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Products in your order' }).getByRole('listitem')).toHaveCount(1);
    const after = await (await page.request.get(`/api${cart.path}`)).json();
    expect(after).toMatchObject({ cartState: 'Active', orderId: null });
    expect(after.lineItems).toHaveLength(1);
  });

  test('a customer pays with a saved address and a promo code', async ({ page }) => {
    const customer = await signInAsNewCustomer(page, 'Maya');
    await apiCall(page, 'POST', '/addresses', { firstName: 'Ada', lastName: 'Lovelace', street: '7 Gertrude Street', suburb: 'Fitzroy', state: 'VIC', postcode: '3065', phone: '0398765432' });
    const cart = await cartThroughApi(page, { signedIn: true });
    const [line] = (await cart.add('WB1001', 'WB1001-STD')).lineItems;
    await apiCall(page, 'POST', `${cart.path}/line-items/${line!.lineItemId}/set-card-message`, { cardMessage: 'Thinking of you' });
    await apiCall(page, 'POST', `${cart.path}/promo-codes`, { code: 'SPRING15' });

    await page.goto('/checkout');
    await waitForIsland(page, 'CheckoutApp');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.locator('[data-summary="discount"]')).toContainText('Discount');
    const sender = page.getByRole('form', { name: 'Your details' });
    await expect(sender.getByRole('textbox', { name: 'Email' })).toHaveValue(customer.email);
    await fillCheckoutDetails(page, { recipient: false });
    const delivery = page.getByRole('form', { name: 'Delivery details' });
    await delivery.getByLabel('Choose from your address book').selectOption({ label: 'Ada Lovelace, 7 Gertrude Street, Fitzroy' });
    await expect(delivery.getByRole('textbox', { name: 'Street address' })).toHaveValue('7 Gertrude Street');
    await delivery.getByRole('button', { name: 'Continue to payment' }).click();
    await page
      .getByRole('form', { name: 'Payment' })
      .getByRole('button', { name: /securely$/ })
      .click();
    await payOnSandbox(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
    const purchase = await page.evaluate(() => (window as unknown as { dataLayer: { event?: string; ecommerce?: { coupon?: string } }[] }).dataLayer.find((e) => e.event === 'purchase'));
    expect(purchase?.ecommerce?.coupon).toBe('SPRING15');
  });

  test('Flowerline builds a cart with a custom product, an adjustment and a note, and pays on account', async ({ page }) => {
    test.slow();
    await signInAs(page, 'flowerline');
    const { cart, line } = await openCartWithBouquet(page, { signedIn: true });
    await apiCall(page, 'POST', `${cart.path}/line-items/${line.lineItemId}/set-card-message`, { noCardMessage: true });
    await page.goto('/flowers');
    await waitForListing(page);
    await page.getByRole('button', { name: 'Create a custom product' }).click();
    const custom = page.getByRole('dialog', { name: 'Create a custom product' });
    await expect(custom).toContainText(FITZROY.name);
    await expect(custom.getByText('The price is before fees and delivery.')).toBeVisible();
    await custom.getByRole('button', { name: 'Add to cart' }).click();
    await expect(custom.getByText('Title is required')).toBeVisible();
    await expect(custom.getByRole('textbox', { name: 'Title' })).toBeFocused();
    await custom.getByRole('textbox', { name: 'Title' }).fill('Sympathy wreath');
    await custom.getByRole('textbox', { name: 'Description' }).fill('White lilies, 50 cm');
    await custom.getByRole('textbox', { name: 'Price ($)' }).fill('180.555');
    await custom.getByRole('button', { name: 'Add to cart' }).click();
    await expect(custom.getByText('Price can have at most 2 decimal places')).toBeVisible();
    await custom.getByRole('textbox', { name: 'Price ($)' }).fill('180');
    await custom.getByRole('checkbox', { name: "I don't need a card message" }).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await custom.getByRole('button', { name: 'Add to cart' }).click();
    await expect(custom).toBeHidden();

    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await expect(drawer.getByTestId('custom-line')).toContainText('Sympathy wreath');
    await expect(drawer.getByTestId('custom-line')).toContainText('$180');

    await drawer.getByRole('button', { name: `Adjustments to ${line.name}` }).click();
    const adjustments = page.getByRole('dialog', { name: `Adjustments to ${line.name}` });
    await adjustments.getByRole('textbox', { name: 'Title' }).fill('Extra roses');
    await adjustments.getByRole('textbox', { name: 'Description' }).fill('Six more red roses');
    await adjustments.getByRole('textbox', { name: 'Price ($)' }).fill('24.50');
    await adjustments.getByRole('button', { name: 'Add adjustment' }).click();
    await expect(adjustments.getByRole('list', { name: 'Adjustments on this line' })).toContainText('Extra roses');
    await expect(adjustments.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await adjustments.getByRole('button', { name: 'Close' }).click();
    await expect(drawer.getByRole('list', { name: `Adjustments to ${line.name}` })).toContainText('Extra roses ($24.50)');

    await drawer.getByRole('button', { name: 'Add a cart note' }).click();
    const note = page.getByRole('dialog', { name: 'Cart note' });
    await note.getByRole('textbox', { name: 'Note for this order' }).fill('Deliver before the service at 11am');
    await note.getByRole('button', { name: 'Save note' }).click();
    await expect(note).toBeHidden();
    await expect(drawer).toContainText('Deliver before the service at 11am');
    await drawer.getByTestId('checkout-link').click();

    await waitForIsland(page, 'CheckoutApp');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('Sympathy wreath');
    await expect(summary).toContainText('Extra roses');
    await expect(summary).toContainText('Deliver before the service at 11am');
    // Flowerline reads Delivery before Subtotal.
    await expect(summary.locator('[data-summary] dt').first()).toHaveText('Delivery');
    const payment = await fillCheckoutDetails(page);
    await payment.getByRole('radio', { name: 'Pay on account' }).check();
    await payment.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation\?order=/);
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText('The balance is due on your account.')).toBeVisible();
  });

  test('leaving checkout with a partner’s cart warns that it empties the cart, then does', async ({ page }) => {
    const cart = await cartThroughApi(page);
    await cart.add('GFS4001', 'GFS4001-STD', { countryCode: 'NZ' });
    await page.goto('/checkout');
    await waitForIsland(page, 'CheckoutApp');
    await expect(page.getByRole('region', { name: 'Order summary' })).toBeVisible();
    await page.getByRole('button', { name: 'Wattle & Bloom home' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave checkout?' });
    await expect(leave).toContainText('Leaving checkout empties your cart');
    await leave.getByRole('button', { name: 'Stay on checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole('button', { name: 'Wattle & Bloom home' }).click();
    await leave.getByRole('button', { name: 'Leave checkout' }).click();
    await expect(page).toHaveURL(/\/$/);
    const emptied = (await (await page.request.get(`/api${cart.path}`)).json()) as { lineItems: unknown[] };
    expect(emptied.lineItems).toEqual([]);
  });
});
