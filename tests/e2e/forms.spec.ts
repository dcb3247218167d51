import { expect, test } from '@playwright/test';
import { fillTextboxes, problemReply, waitForIslands } from './support/page';

test.describe('enquiry form', () => {
  test('marks each invalid field, then thanks the sender', async ({ page }) => {
    await page.goto('/contact-us');
    await waitForIslands(page);
    const form = page.getByRole('form', { name: 'Enquiry form' });
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Suburb is required',
      'Postcode is required',
      'Select State',
      'Description is required',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    const firstName = form.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAccessibleDescription('First name is required');

    await firstName.fill('Sam');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Nguyen');
    await form.getByRole('textbox', { name: 'Email' }).fill('sam@');
    await form.getByRole('textbox', { name: 'Phone number' }).fill('0412 345');
    await form.getByRole('textbox', { name: 'Suburb' }).fill('Fitzroy');
    await form.getByRole('textbox', { name: 'Postcode' }).fill('306');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form.getByText('Email is not valid')).toBeVisible();
    await expect(form.getByText('Please enter a valid Australian number, e.g., +61 4 1234 5678')).toBeVisible();
    await expect(form.getByText('Must be 4 digits')).toBeVisible();
    await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');

    await form.getByRole('textbox', { name: 'Email' }).fill('sam@example.com');
    const phone = form.getByRole('textbox', { name: 'Phone number' });
    await phone.fill('0412345678');
    await phone.blur();
    await expect(phone).toHaveValue('412 345 678');
    await form.getByRole('textbox', { name: 'Postcode' }).fill('3065');
    await form.getByRole('combobox', { name: 'State' }).selectOption('VIC');
    await form.getByRole('textbox', { name: 'How can we help?' }).fill('Can your florist deliver to St Vincent’s Hospital on Friday morning?');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your enquiry!' })).toBeVisible();
    await expect(page.getByText('A member of our customer service team will contact you as soon as possible.')).toBeVisible();
  });

  test('shows the server’s message in red under the form', async ({ page }) => {
    await page.route('**/api/enquiries', (route) => route.fulfill(problemReply(503, 'Our enquiry desk is closed for maintenance. Please call us instead.')));
    await page.goto('/contact-us');
    await waitForIslands(page);
    // The form hydrates on first use: what is typed and chosen before it has hydrated must reach it.
    const form = page.getByRole('form', { name: 'Enquiry form' });
    await fillTextboxes(form, {
      'First name': 'Sam',
      'Last name': 'Nguyen',
      Email: 'sam@example.com',
      'Phone number': '1800 123 456',
      Suburb: 'Fitzroy',
      Postcode: '3065',
      'How can we help?': 'Do you deliver on Boxing Day?',
    });
    await form.getByRole('combobox', { name: 'State' }).selectOption('VIC');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toHaveText('Our enquiry desk is closed for maintenance. Please call us instead.');
    await expect(alert).toHaveCSS('color', 'rgb(179, 38, 30)');
  });
});

test.describe('newsletter box', () => {
  test('checks the email, then confirms the subscription', async ({ page }) => {
    await page.goto('/blog');
    await waitForIslands(page);
    const box = page.getByRole('form', { name: 'Newsletter sign-up' });
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByText('Email is required')).toBeVisible();
    await box.getByRole('textbox', { name: 'Email' }).fill('jo@');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByText('Must be a valid email')).toBeVisible();
    await box.getByRole('textbox', { name: 'Email' }).fill(`jo+${Date.now()}@example.com`);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thank you, your subscription has been confirmed! Keep an eye on your inbox to see our weekly newsletters.')).toBeVisible();
  });

  test('says what went wrong', async ({ page }) => {
    await page.route('**/api/newsletter-subscriptions', (route) => route.fulfill(problemReply(500, 'The mailing list is unavailable')));
    await page.goto('/blog');
    await waitForIslands(page);
    const box = page.getByRole('form', { name: 'Newsletter sign-up' });
    await box.getByRole('textbox', { name: 'Email' }).fill('jo@example.com');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('alert')).toHaveText('Something went wrong: The mailing list is unavailable');
  });
});

test.describe('SMS sign-up', () => {
  test('takes the email from the address, checks the phone and signs up in two steps', async ({ page }) => {
    const calls: string[] = [];
    // The sign-up's own calls (a sampled view also sends its Web Vitals once the first tap makes its LCP final).
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/marketing/') && calls.push(new URL(r.url()).pathname));
    await page.goto('/sms-sign-up?email=jo@example.com');
    await waitForIslands(page);
    const form = page.getByRole('form', { name: 'SMS sign-up' });
    await expect(form.getByText('Signing up as')).toContainText('jo@example.com');
    await expect(form.getByText(/Consent is not a condition of any purchase/)).toContainText('Reply STOP to unsubscribe');
    await form.getByRole('textbox', { name: 'Phone number' }).fill('12345');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(form.getByText('Please enter a valid Australian number, e.g., +61 4 1234 5678')).toBeVisible();
    await form.getByRole('textbox', { name: 'Phone number' }).fill('0412 345 678');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Thanks for signing up!')).toBeVisible();
    expect(calls).toEqual(['/api/marketing/profiles', '/api/marketing/subscription-jobs']);
  });

  test('asks for the email when none is known, and reports failures', async ({ page }) => {
    await page.route('**/api/marketing/subscription-jobs', (route) => route.fulfill(problemReply(502, 'We could not reach our messaging service. Please try again.')));
    await page.goto('/sms-sign-up');
    await waitForIslands(page);
    const form = page.getByRole('form', { name: 'SMS sign-up' });
    await form.getByRole('textbox', { name: 'Email' }).fill('sam@example.com');
    await form.getByRole('textbox', { name: 'Phone number' }).fill('0412345678');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(form.getByRole('alert')).toHaveText('Something went wrong: We could not reach our messaging service. Please try again.');
  });
});
