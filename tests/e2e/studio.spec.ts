import { randomInt } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { journeyURL } from '../../playwright.config';
import { pngOf } from '../support/images';
import { signInAs } from './auth-helpers';
import { seriousA11yViolations } from './support/page';

/**
 * The content studio as an editor works in it: images from the media
 * library, the history with version numbers and a readable comparison, one
 * publishing status at a time, the scheduled publish in Melbourne time, and
 * a skip link only where there is an editor. It saves and publishes
 * content, so it runs on the second shop (as tests/e2e/publishing.spec.ts does).
 */
test.use({ baseURL: journeyURL });

const LIVE_WITHIN = 60_000;

/** A PNG of its own (random width and shade), so the asset store keeps it as a new image rather than one uploaded before. */
const uniquePng = () => pngOf(randomInt(2, 2000), 1, randomInt(65_536));

const unique = (name: string) => `${name}-${Date.now().toString(36)}-${randomInt(1000)}`;

/** A new article with every field a publish needs, its thumbnail uploaded from a file; answers the editor's main region. */
async function writeArticle(page: Page, title: string, image: { name: string; alt: string }) {
  await signInAs(page, 'editor');
  await page.goto('/studio?model=Article');
  await page.getByRole('button', { name: 'New article' }).click();
  const editor = page.getByRole('main');
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('Slug').fill(unique('studio'));
  await editor.getByLabel('Summary').fill('A short summary.');
  await editor.getByRole('textbox', { name: 'Body' }).fill('Cut the stems on an angle.');
  const thumbnail = editor.getByRole('group', { name: 'Thumbnail' });
  await thumbnail.getByLabel('Upload an image').setInputFiles({ name: image.name, mimeType: 'image/png', buffer: uniquePng() });
  await expect(thumbnail.getByText('Uploading…')).toHaveCount(0);
  await expect(thumbnail.locator('img')).toBeVisible();
  await thumbnail.getByRole('textbox', { name: 'Alt text' }).fill(image.alt);
  await editor.getByRole('group', { name: 'Article categories' }).getByLabel('Flower care').check();
  return editor;
}

async function saveDraft(editor: Locator) {
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
}

test('the skip link to the editor is there only when the studio shows an editor', async ({ page, request }) => {
  expect(await (await request.get('/studio')).text(), 'the sign-in page (401)').not.toContain('Skip to the editor');
  await signInAs(page, 'customer');
  await page.goto('/studio');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The content studio is for editors');
  await expect(page.getByRole('link', { name: 'Skip to the editor' })).toHaveCount(0);

  await page.context().clearCookies();
  await signInAs(page, 'editor');
  await page.goto('/studio');
  await expect(page.getByRole('button', { name: 'New article' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to the editor' })).toBeFocused();
});

test('an image comes from the media library, found by its name or its alt text, chosen by keyboard: no address to type', async ({ page }) => {
  const name = `${unique('peonies')}.png`;
  const alt = `Pink peonies ${randomInt(100_000)} in a glass jar`;
  const editor = await writeArticle(page, 'Peonies in a jar', { name, alt });
  await expect(editor.getByRole('group', { name: 'Thumbnail' }).getByText(name)).toBeVisible();
  await expect(editor.getByLabel('Image address')).toHaveCount(0);
  await saveDraft(editor);

  // A second article reuses the image: by its name, then by the alt text it was given.
  await page.getByRole('button', { name: 'New article' }).click();
  const thumbnail = editor.getByRole('group', { name: 'Thumbnail' });
  await expect(thumbnail.getByRole('textbox')).toHaveCount(1); // the alt text only
  await thumbnail.getByRole('button', { name: 'Choose from the media library' }).click();
  const library = page.getByRole('dialog', { name: 'Media library' });
  const search = library.getByRole('searchbox', { name: 'Search images by name or alt text' });
  await expect(search).toBeFocused();
  await search.fill(name.slice(0, -4));
  await expect(library.getByRole('button', { name: new RegExp(`^Choose ${name}`) })).toHaveCount(1);
  await search.fill(alt.split(' ')[2]!);
  const choice = library.getByRole('button', { name: new RegExp(`^Choose ${name}`) });
  await expect(choice).toHaveCount(1);
  await expect(choice.locator('img')).toHaveJSProperty('complete', true);
  expect(await choice.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await search.press('Tab');
  await expect(choice).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(library).toBeHidden();
  await expect(thumbnail.getByText(name)).toBeVisible();
  await expect(thumbnail.getByRole('img', { name: `The chosen image: ${alt}` })).toBeVisible();
  // The alt text it was given before comes with it, for the editor to keep or change.
  await expect(thumbnail.getByRole('textbox', { name: 'Alt text' })).toHaveValue(alt);
  await thumbnail.getByRole('button', { name: 'Choose from the media library' }).focus();
  await expect(thumbnail.getByRole('button', { name: 'Choose from the media library' })).toBeFocused();
});

test('the history numbers each version and compares two with their labels, readable values and Melbourne times', async ({ page }) => {
  const editor = await writeArticle(page, 'Waratahs for spring', { name: `${unique('waratah')}.png`, alt: 'A red waratah' });
  await saveDraft(editor);
  await editor.getByLabel('Title').fill('Waratahs for late spring');
  await editor.getByRole('textbox', { name: 'Body' }).fill('Keep them cool and out of the sun.');
  const date = editor.getByRole('group', { name: 'Published at' });
  await date.getByRole('textbox', { name: 'Date' }).fill('01/12/2026');
  await date.getByRole('textbox', { name: 'Date' }).press('Enter');
  await date.getByRole('combobox', { name: 'Time' }).selectOption({ label: '9:30 am' });
  await saveDraft(editor);

  await editor.getByRole('tab', { name: 'History' }).click();
  const versions = editor.getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('Version 2');
  await expect(versions.last()).toContainText('Version 1');
  await versions.first().getByRole('checkbox').check();
  await versions.last().getByRole('checkbox').check();
  const changes = editor.getByRole('region', { name: 'Changes from version 1 to version 2' });
  await expect(changes.getByRole('term')).toHaveText(['Title', 'Body', 'Published at']);
  await expect(changes).toContainText('Waratahs for late spring');
  await expect(changes).toContainText('Keep them cool and out of the sun.');
  await expect(changes).toContainText('1 Dec 2026, 9:30 am');
  const text = (await changes.textContent()) ?? '';
  expect(text).not.toMatch(/<p>|updatedAt|publishedAt|\d{4}-\d{2}-\d{2}T/);

  await versions
    .last()
    .getByRole('button', { name: /^Restore/ })
    .click();
  await expect(editor.getByText('Version 1 is the draft again. Publish it to bring it live.')).toBeVisible();
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText('Version 3');
});

test('publishing and unpublishing show one status at a time, true to what happened', async ({ page }) => {
  test.setTimeout(3 * 60_000);
  const editor = await writeArticle(page, 'Banksia in a vase', { name: `${unique('banksia')}.png`, alt: 'An orange banksia' });
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  const statuses = editor.locator('header').getByRole('status');
  await expect(statuses).toHaveCount(1);
  await expect(statuses).toHaveText(/^(Publishing: the site is being updated…|Live on the site: \d+ pages? updated\.)$/);
  await expect(statuses).toHaveText(/^Live on the site: \d+ pages? updated\.$/, { timeout: LIVE_WITHIN });

  await editor.getByRole('button', { name: 'Unpublish' }).click();
  await expect(statuses).toHaveCount(1);
  await expect(statuses).toHaveText(/^(Unpublishing: taking it off the site…|Removed from the site: \d+ pages? updated\.)$/);
  await expect(statuses).toHaveText(/^Removed from the site: \d+ pages? updated\.$/, { timeout: LIVE_WITHIN });
});

test('a publish is scheduled with the shop’s date and time fields, in Melbourne time', async ({ page }) => {
  const editor = await writeArticle(page, 'Christmas lilies', { name: `${unique('lilies')}.png`, alt: 'White Christmas lilies' });
  await saveDraft(editor);
  const when = editor.getByRole('group', { name: 'Publish at (Melbourne time)' });
  await expect(editor.locator('input[type="datetime-local"]')).toHaveCount(0);
  const date = when.getByRole('textbox', { name: 'Date' });
  await expect(date).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  await date.fill('01/12/2020');
  await date.press('Enter');
  await expect(when.getByText('Choose a day from today on.')).toBeVisible();
  await date.fill('24/12/2027');
  await date.press('Enter');
  await when.getByRole('combobox', { name: 'Time' }).selectOption({ label: '6:00 am' });
  await editor.getByRole('button', { name: 'Schedule publish' }).click();
  await expect(editor.getByText('Scheduled for 24 Dec 2027, 6:00 am (Melbourne time).')).toBeVisible();
  // The calendar opens on the chosen day.
  await when.getByRole('button', { name: /^Date: choose from calendar, 24\/12\/2027 selected/ }).click();
  await expect(page.getByRole('dialog', { name: 'Choose a day to publish' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
