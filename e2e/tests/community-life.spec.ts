import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { residentLogin, toast } from '../support/journey.ts';
import { expect, ownApp, test } from '../support/fixtures.ts';

// The trips, courses and home statistics are counted: this file's database is its own.
test.use({ appOptions: ownApp(import.meta.url) });

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

test.describe('community life: courses, trainings and activities', () => {
  test('the admin publishes a training and a trip; a resident sees both, downloads the trip document and asks about courses', async ({
    app,
    freshPage,
    adminPage,
  }) => {
    const admin = adminPage;
    await admin.getByRole('tab', { name: 'Whitelist' }).click();
    await admin.getByLabel('Add email to whitelist').fill(RESIDENT);
    await admin.keyboard.press('Enter');
    await expect(toast(admin).getByText('Email added to whitelist successfully!')).toBeVisible();

    // A training with tags typed as one line: split on commas, trimmed, empty entries dropped.
    await admin.getByRole('tab', { name: 'Trainings', exact: true }).click();
    const trainingForm = admin.getByRole('form', { name: 'Create Training' });
    await trainingForm.getByRole('button', { name: 'Create Training' }).click();
    await expect(trainingForm.getByText('Title is required')).toBeVisible();
    await trainingForm.getByLabel('Title').fill(TRAINING);
    await pick(admin, trainingForm, 'Enrollment Status', 'Upcoming');
    await trainingForm.getByLabel('Details').fill(TRAINING_DETAILS);
    await trainingForm.getByLabel('Tags').fill(' Swimming, Safety , ,First Aid ');
    await trainingForm.getByLabel('Capacity').fill('12');
    await trainingForm.getByLabel('Opens At').fill('2030-03-01');
    await trainingForm.getByLabel('Closes At').fill('2030-03-29');
    await trainingForm.getByRole('button', { name: 'Create Training' }).click();
    await expect(toast(admin).getByText('Training created successfully!')).toBeVisible();
    const trainingRow = admin.getByRole('listitem', { name: TRAINING });
    await expect(trainingRow.getByText('First Aid', { exact: true })).toBeVisible();
    await expect(trainingRow.getByText(cut(TRAINING_DETAILS), { exact: true })).toBeVisible();

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
    await expect(toast(admin).getByText('Trip created successfully!')).toBeVisible();
    await expect(admin.getByRole('heading', { name: 'All Trips (1)' })).toBeVisible();
    const tripRow = admin.getByRole('listitem', { name: TRIP });
    await expect(tripRow.getByText('Camp itinerary.pdf', { exact: false })).toBeVisible();
    await expect(tripRow.getByText(cut(TRIP_DESCRIPTION), { exact: true })).toBeVisible();

    // The resident sees the training with its tags.
    const resident = await freshPage(375, 812);
    await residentLogin(resident, app.url, RESIDENT);
    await resident.waitForURL(`${app.url}/`);
    await resident.goto(`${app.url}/training`);
    await expect(resident.getByRole('heading', { name: 'Training', level: 1 })).toBeVisible();
    const card = resident.getByRole('article', { name: TRAINING });
    await expect(card.getByText('Upcoming')).toBeVisible();
    const tags = card.getByLabel(`Tags of ${TRAINING}`);
    // Exactly these three, one badge each, in this order.
    await expect(tags.locator(':scope > *')).toHaveText(['Swimming', 'Safety', 'First Aid']);
    await expect(card.getByRole('button', { name: /Details/ })).toBeDisabled();

    // Activities: no paddle document yet, then the trip with its image and document.
    await resident.goto(`${app.url}/activities`);
    await expect(resident.getByRole('heading', { name: 'Activities', level: 1 })).toBeVisible();
    await resident.getByRole('button', { name: 'Download Document' }).click();
    await expect(toast(resident).getByText('Document is not available')).toBeVisible();
    await resident.getByRole('tab', { name: 'Trips (1)' }).click();
    const trip = resident.getByRole('article', { name: TRIP });
    await expect(trip.getByText(TRIP_DESCRIPTION)).toBeVisible();
    // The document by its given name, and its file's name below.
    await expect(trip.getByText('Camp itinerary.pdf', { exact: true })).toBeVisible();
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
    expect(download.suggestedFilename()).toBe('Camp itinerary.pdf');
    const path = await download.path();
    expect(path).toBeTruthy();
    expect((await readFile(path)).equals(PDF)).toBeTruthy();

    // Courses are coming soon: the resident asks to be notified, once.
    await resident.goto(`${app.url}/courses`);
    await expect(resident.getByRole('heading', { name: 'Courses', level: 1 })).toBeVisible();
    await resident.getByRole('link', { name: 'Notify Me When Ready' }).click();
    await resident.waitForURL(`${app.url}/courses/notify`);
    await expect(resident.getByText("You're on the list")).toBeVisible();
    await expect(resident.getByText('We will let you know as soon as courses open.')).toBeVisible();
    await resident.reload();
    await expect(resident.getByText('You already asked to be notified')).toBeVisible();

    // The admin sees the count in the Courses tab.
    await admin.getByRole('tab', { name: 'Courses', exact: true }).click();
    const requests = admin.getByLabel('Notify requests');
    await expect(requests.getByText('1 resident', { exact: true })).toBeVisible();
    await expect(requests.getByText('asked to be notified when courses open')).toBeVisible();

    // The admin adds a course; the resident finds it above the coming-soon card and opens its link.
    await admin.getByRole('button', { name: 'Add Course' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add Course' });
    await dialog.getByLabel('Title').fill('Arabic Calligraphy');
    await dialog.getByLabel('Description').fill('Eight evenings with reed pens in the clubhouse.');
    await dialog.getByLabel('Instructor').fill('Omar Fathy');
    await dialog.getByLabel('Type').fill('Workshop');
    await dialog.getByLabel('Duration').fill('8 weeks');
    await dialog.getByRole('button', { name: 'Add Course' }).click();
    await expect(toast(admin).getByText('Course created successfully!')).toBeVisible();

    await resident.goto(`${app.url}/`);
    await resident.getByRole('link', { name: '1 Learning Resources', exact: true }).click();
    await resident.waitForURL(`${app.url}/courses`);
    const course = resident.getByRole('article', { name: 'Arabic Calligraphy' });
    await expect(course.getByText('Omar Fathy')).toBeVisible();
    await course.getByRole('button', { name: 'View details of Arabic Calligraphy' }).click();
    await resident.waitForURL(/\/courses\/[0-9a-f-]{36}$/);
    const details = resident.getByRole('dialog', { name: 'Arabic Calligraphy' });
    await expect(details.getByText('Eight evenings with reed pens in the clubhouse.')).toBeVisible();
    const link = resident.url();
    await resident.goto(link);
    await expect(resident.getByRole('dialog', { name: 'Arabic Calligraphy' })).toBeVisible();
    await resident.keyboard.press('Escape');
    await resident.waitForURL(`${app.url}/courses`);
  });
});
