import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { type RunningApp, startApp } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { adminLogin, residentLogin, toast } from '../support/journey.ts';

let app: RunningApp;
let browser: Browser;

before(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await app?.stop();
});

async function freshPage(width = 1366, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, acceptDownloads: true });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** A 1x1 PNG and the smallest real PDF: the server checks the bytes, not only the names. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Picks an option in a Mantine Select, as a person would: open it, click the option. */
async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const RESIDENT = 'rania@e2e.test';
const TRAINING = 'Lifeguard Certification';
const TRIP = 'Fayoum Desert Camp';
/** Both over 100 characters: the dashboard's lists show only the first 100, then '...' (admin.md section 9). */
const TRAINING_DETAILS =
  'Pool rescue skills over four Saturday mornings, with a written test, a timed swim and a first aid practical.';
const TRIP_DESCRIPTION =
  'Two nights under the stars by Lake Qarun, with a guided walk to the fossil valley and a sunrise breakfast.';
const cut = (text: string) => `${text.slice(0, 100)}...`;

describe('community life: courses, trainings and activities', () => {
  it('the admin publishes a training and a trip; a resident sees both, downloads the trip document and asks about courses', async () => {
    const admin = await freshPage();
    await adminLogin(admin, app.url);
    await admin.getByRole('tab', { name: 'Whitelist' }).click();
    await admin.getByLabel('Add email to whitelist').fill(RESIDENT);
    await admin.keyboard.press('Enter');
    await toast(admin).getByText('Email added to whitelist successfully!').waitFor();

    // A training with tags typed as one line: split on commas, trimmed, empty entries dropped.
    await admin.getByRole('tab', { name: 'Trainings', exact: true }).click();
    const trainingForm = admin.getByRole('form', { name: 'Create Training' });
    await trainingForm.getByRole('button', { name: 'Create Training' }).click();
    await trainingForm.getByText('Title is required').waitFor();
    await trainingForm.getByLabel('Title').fill(TRAINING);
    await pick(admin, trainingForm, 'Enrollment Status', 'Upcoming');
    await trainingForm.getByLabel('Details').fill(TRAINING_DETAILS);
    await trainingForm.getByLabel('Tags').fill(' Swimming, Safety , ,First Aid ');
    await trainingForm.getByLabel('Capacity').fill('12');
    await trainingForm.getByLabel('Opens At').fill('2030-03-01');
    await trainingForm.getByLabel('Closes At').fill('2030-03-29');
    await trainingForm.getByRole('button', { name: 'Create Training' }).click();
    await toast(admin).getByText('Training created successfully!').waitFor();
    const trainingRow = admin.getByRole('listitem', { name: TRAINING });
    await trainingRow.getByText('First Aid', { exact: true }).waitFor();
    await trainingRow.getByText(cut(TRAINING_DETAILS), { exact: true }).waitFor();

    // A trip with an image and a document.
    await admin.getByRole('tab', { name: 'Activities', exact: true }).click();
    await admin.getByRole('tab', { name: 'Trips Management' }).click();
    const tripForm = admin.getByRole('form', { name: 'Create Trip' });
    await tripForm.getByLabel('Trip Name').fill(TRIP);
    await tripForm.getByLabel('Description').fill(TRIP_DESCRIPTION);
    await tripForm
      .getByLabel('Trip Image')
      .setInputFiles({ name: 'camp.png', mimeType: 'image/png', buffer: PNG });
    await tripForm
      .getByLabel('Trip Document')
      .setInputFiles({ name: 'Camp itinerary.pdf', mimeType: 'application/pdf', buffer: PDF });
    await tripForm.getByLabel('Document Name').fill('Packing list and timetable');
    await tripForm.getByRole('button', { name: 'Create Trip' }).click();
    await toast(admin).getByText('Trip created successfully!').waitFor();
    await admin.getByRole('heading', { name: 'All Trips (1)' }).waitFor();
    const tripRow = admin.getByRole('listitem', { name: TRIP });
    await tripRow.getByText('Camp itinerary.pdf', { exact: false }).waitFor();
    await tripRow.getByText(cut(TRIP_DESCRIPTION), { exact: true }).waitFor();

    // The resident sees the training with its tags.
    const resident = await freshPage(375, 812);
    await residentLogin(resident, app.url, RESIDENT);
    await resident.waitForURL(`${app.url}/`);
    await resident.goto(`${app.url}/training`);
    await resident.getByRole('heading', { name: 'Training', level: 1 }).waitFor();
    const card = resident.getByRole('article', { name: TRAINING });
    await card.getByText('Upcoming').waitFor();
    const tags = card.getByLabel(`Tags of ${TRAINING}`);
    for (const tag of ['Swimming', 'Safety', 'First Aid'])
      await tags.getByText(tag, { exact: true }).waitFor();
    assert.equal(await tags.locator('.mantine-Badge-root').count(), 3);
    assert.equal(await card.getByRole('button', { name: /Details/ }).isDisabled(), true);

    // Activities: no paddle document yet, then the trip with its image and document.
    await resident.goto(`${app.url}/activities`);
    await resident.getByRole('heading', { name: 'Activities', level: 1 }).waitFor();
    await resident.getByRole('button', { name: 'Download Document' }).click();
    await toast(resident).getByText('Document is not available').waitFor();
    await resident.getByRole('tab', { name: 'Trips (1)' }).click();
    const trip = resident.getByRole('article', { name: TRIP });
    await trip.getByText(TRIP_DESCRIPTION).waitFor();
    // The document by its given name, and its file's name below.
    await trip.getByText('Camp itinerary.pdf', { exact: true }).waitFor();
    // The image is fetched with the session and really shows (not a broken image).
    const image = await trip.getByRole('img', { name: `Photo of ${TRIP}` }).elementHandle();
    await resident.waitForFunction((element) => {
      const img = element as HTMLImageElement;
      return img.complete && img.naturalWidth > 0;
    }, image);
    const [download] = await Promise.all([
      resident.waitForEvent('download'),
      trip.getByRole('button', { name: `Packing list and timetable (document for ${TRIP})` }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'Camp itinerary.pdf');
    const path = await download.path();
    assert.ok(path);
    assert.ok((await readFile(path)).equals(PDF));

    // Courses are coming soon: the resident asks to be notified, once.
    await resident.goto(`${app.url}/courses`);
    await resident.getByRole('heading', { name: 'Courses', level: 1 }).waitFor();
    await resident.getByRole('link', { name: 'Notify Me When Ready' }).click();
    await resident.waitForURL(`${app.url}/courses/notify`);
    await resident.getByText("You're on the list").waitFor();
    await resident.getByText('We will let you know as soon as courses open.').waitFor();
    await resident.reload();
    await resident.getByText('You already asked to be notified').waitFor();

    // The admin sees the count in the Courses tab.
    await admin.getByRole('tab', { name: 'Courses', exact: true }).click();
    const requests = admin.getByLabel('Notify requests');
    await requests.getByText('1 resident', { exact: true }).waitFor();
    await requests.getByText('asked to be notified when courses open').waitFor();

    // The admin adds a course; the resident finds it above the coming-soon card and opens its link.
    await admin.getByRole('button', { name: 'Add Course' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add Course' });
    await dialog.getByLabel('Title').fill('Arabic Calligraphy');
    await dialog.getByLabel('Description').fill('Eight evenings with reed pens in the clubhouse.');
    await dialog.getByLabel('Instructor').fill('Omar Fathy');
    await dialog.getByLabel('Type').fill('Workshop');
    await dialog.getByLabel('Duration').fill('8 weeks');
    await dialog.getByRole('button', { name: 'Add Course' }).click();
    await toast(admin).getByText('Course created successfully!').waitFor();

    await resident.goto(`${app.url}/`);
    await resident.getByRole('link', { name: '1 Learning Resources', exact: true }).click();
    await resident.waitForURL(`${app.url}/courses`);
    const course = resident.getByRole('article', { name: 'Arabic Calligraphy' });
    await course.getByText('Omar Fathy').waitFor();
    await course.getByRole('button', { name: 'View details of Arabic Calligraphy' }).click();
    await resident.waitForURL(/\/courses\/[0-9a-f-]{36}$/);
    const details = resident.getByRole('dialog', { name: 'Arabic Calligraphy' });
    await details.getByText('Eight evenings with reed pens in the clubhouse.').waitFor();
    const link = resident.url();
    await resident.goto(link);
    await resident.getByRole('dialog', { name: 'Arabic Calligraphy' }).waitFor();
    await resident.keyboard.press('Escape');
    await resident.waitForURL(`${app.url}/courses`);
  });
});
