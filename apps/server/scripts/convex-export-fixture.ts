// Writes an export of the original app (Convex, `npx convex export --include-file-storage`) built from the
// specification's fields: about a thousand documents across every table, a few invalid ones, one stored file
// missing and one table this product does not keep. Used by the import's tests and to try the import:
//   npm run import:fixture -w apps/server -- /tmp/original-app-export.zip   (or a folder path without .zip)
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  ACCESS_REQUEST_STATUSES,
  APPLICATION_STATUSES,
  CV_SECTIONS,
  EXPERIENCE_LEVELS,
  INDUSTRIES,
  INTERNSHIP_DURATIONS,
  INTERNSHIP_SECTORS,
  JOB_TYPES,
  POSTER_ROLES,
  TRAINING_ENROLLMENT_STATUSES,
} from '@hub/contract/enums';
import type { ImportKind } from '@hub/contract/import/import.schema';
import { ZipArchive } from 'archiver';

/** What the tests expect of a table: its kind, how many documents import, and the invalid ones' lines and fields. */
export type FixtureTable = {
  kind: ImportKind | null;
  documents: number;
  invalid: Array<{ line: number; field: string | null }>;
};
export type FixtureExport = {
  tables: Record<string, FixtureTable>;
  /** Stored files referenced by documents but absent from `_storage`: table and line of the document. */
  missingFiles: Array<{ table: string; line: number }>;
  storedFiles: number;
  /** A job that residents see, its poster's e-mail and name (who has a directory profile). */
  sampleJob: { title: string; posterEmail: string; posterName: string };
};

/** A small deterministic random source (mulberry32), so every run writes the same export. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}

const FIRST = [
  'Amal',
  'Omar',
  'Lina',
  'Yusuf',
  'Sara',
  'Karim',
  'Nadia',
  'Tariq',
  'Huda',
  'Rami',
  'Maya',
  'Zaid',
];
const LAST = ['Haddad', 'Saleh', 'Khoury', 'Nasser', 'Aziz', 'Farah', 'Mansour', 'Rahman', 'Qasim', 'Bakri'];
const COMPANIES = [
  'Gulf Ledger',
  'Palm Systems',
  'Dune Logistics',
  'Harbor Health',
  'Oasis Build',
  'Atlas Media',
];
const DEPLOYMENT = 'https://happy-otter-123.convex.cloud/api/storage';
const START = Date.UTC(2025, 0, 6, 9);
const HOUR = 60 * 60 * 1000;

/** A minimal real PDF (what the upload checks ask of a .pdf: it starts with %PDF-). */
const pdfBytes = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${title}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Writes the export into `folder` and answers what importing it should give. */
export async function writeConvexExportFolder(folder: string): Promise<FixtureExport> {
  const random = randomSource(20261127);
  let counter = 0;
  const idOf = (prefix: string) =>
    `${prefix}${(++counter).toString(36).padStart(6, '0')}${random.int(1000, 9999)}`;
  const tables: Record<string, Array<Record<string, unknown>>> = {};
  const expected: Record<string, FixtureTable> = {};
  const storage: Array<{
    id: string;
    internalId: string;
    contentType: string;
    bytes: Buffer;
    withExtension: boolean;
    isMissing: boolean;
  }> = [];
  const missingFiles: FixtureExport['missingFiles'] = [];
  let clock = START;
  const created = () => (clock += random.int(1, 6) * HOUR);
  const add = (
    table: string,
    kind: ImportKind | null,
    document: Record<string, unknown>,
    invalidField?: string | null,
  ) => {
    (tables[table] ??= []).push({ _id: idOf(table.slice(0, 2)), _creationTime: created(), ...document });
    const summary = (expected[table] ??= { kind, documents: 0, invalid: [] });
    const line = (tables[table] ?? []).length;
    if (invalidField !== undefined) summary.invalid.push({ line, field: invalidField });
    else summary.documents++;
    return { id: String(tables[table]?.[line - 1]?._id), line };
  };
  /** A stored file; `isMissing` leaves it out of the export while its `_storage` document stays. */
  const stored = (kind: 'pdf' | 'png', title: string, isMissing = false) => {
    const id = idOf('kg');
    const internalId = `${random.int(10000000, 99999999)}-4a1b-4c2d-8e3f-${random.int(100000000000, 999999999999)}`;
    storage.push({
      id,
      internalId,
      contentType: kind === 'pdf' ? 'application/pdf' : 'image/png',
      bytes: kind === 'pdf' ? pdfBytes(title) : PNG,
      withExtension: storage.length % 2 === 0,
      isMissing,
    });
    return { id, url: `${DEPLOYMENT}/${internalId}` };
  };
  const person = (index: number) => {
    const first = FIRST[index % FIRST.length] ?? 'Amal';
    const last = LAST[Math.floor(index / FIRST.length) % LAST.length] ?? 'Haddad';
    return { name: `${first} ${last}`, email: `${first}.${last}.${index}@residents.example`.toLowerCase() };
  };

  // users: the accounts of the original app (client form: camelCase).
  const people = Array.from({ length: 120 }, (_, index) => person(index));
  const userIds = people.map(
    (who, index) =>
      add('users', 'users', {
        email: who.email,
        name: who.name,
        role: index === 0 ? 'admin' : 'user',
        lastLoginAt: START + index * HOUR,
        createdAt: START,
        updatedAt: START,
      }).id,
  );

  // email_whitelist: server records, snake_case except addedBy (as the spec lists them).
  for (const [index, who] of people.entries())
    add('email_whitelist', 'whitelist', {
      email: who.email,
      name: who.name,
      unit: `B${1 + (index % 12)}-${100 + index}`,
      phone: `+971 50 ${1000000 + index}`,
      is_active: index % 17 !== 0,
      addedBy: 'committee@residents.example',
    });
  for (let index = 0; index < 78; index++)
    add('email_whitelist', 'whitelist', {
      email: `neighbour.${index}@residents.example`,
      unit: `C${1 + (index % 8)}-${200 + index}`,
      is_active: true,
      addedBy: 'committee@residents.example',
    });
  add(
    'email_whitelist',
    'whitelist',
    { email: 'not-an-address', unit: 'C9', is_active: true, addedBy: 'x' },
    'email',
  );
  add(
    'email_whitelist',
    'whitelist',
    { unit: 'C9-1', phone: '+971 50 1', is_active: true, addedBy: 'x' },
    'email',
  );

  // access_requests: payload form full_name, email, unit_number, mobile.
  for (let index = 0; index < 59; index++)
    add('access_requests', 'accessRequests', {
      full_name: `Applicant ${index}`,
      email: `applicant.${index}@mail.example`,
      unit_number: `D${1 + (index % 5)}-${300 + index}`,
      mobile: `+971 55 ${2000000 + index}`,
      status: index < 40 ? 'pending' : random.pick(ACCESS_REQUEST_STATUSES),
    });
  add(
    'access_requests',
    'accessRequests',
    { full_name: 'No Unit', email: 'no.unit@mail.example', status: 'pending' },
    'unitNumber',
  );

  // jobs: server records in snake_case; postedBy is the poster's user _id.
  const jobIds: string[] = [];
  let sampleJob: FixtureExport['sampleJob'] | null = null;
  for (let index = 0; index < 148; index++) {
    const poster = index % 100;
    const who = people[poster] ?? person(poster);
    const status = index % 10 === 9 ? 'pending' : index % 23 === 22 ? 'rejected' : 'approved';
    const title = `${random.pick(['Senior', 'Junior', 'Lead', 'Associate'])} ${random.pick(['Accountant', 'Engineer', 'Designer', 'Analyst', 'Buyer'])} ${index}`;
    const job = add('jobs', 'jobs', {
      title,
      company: random.pick(COMPANIES),
      poster_email: who.email,
      poster_role: random.pick(POSTER_ROLES),
      description: `We are looking for a ${title.toLowerCase()} to join a growing team in the compound's business district.`,
      requirements: 'Three years of experience; fluent English.',
      skills: random.pick([
        'Excel, IFRS, SAP',
        'TypeScript, React, SQL',
        'Figma, branding',
        'Negotiation, sourcing',
      ]),
      industry: random.pick(INDUSTRIES),
      experience_level: random.pick(EXPERIENCE_LEVELS),
      job_type: random.pick(JOB_TYPES),
      location: 'Dubai',
      salary_range: 'AED 12,000 - 18,000',
      contact_email: who.email,
      contact_phone: `+971 50 ${3000000 + index}`,
      is_active: true,
      is_approved: status === 'approved',
      status,
      postedBy: userIds[poster],
      updatedAt: START + index * HOUR,
    });
    jobIds.push(job.id);
    if (!sampleJob && status === 'approved')
      sampleJob = { title, posterEmail: who.email, posterName: who.name };
  }
  add(
    'jobs',
    'jobs',
    {
      title: 'Wizard',
      company: 'Tower',
      poster_role: 'Wizard',
      description: 'Casts spells.',
      contact_email: 'tower@mail.example',
      contact_phone: '+971 50 1234567',
      poster_email: 'tower@mail.example',
      status: 'approved',
    },
    'posterRole',
  );
  add(
    'jobs',
    'jobs',
    {
      title: 'No description',
      company: 'Blank Co',
      poster_role: 'CEO',
      contact_email: 'blank@mail.example',
      contact_phone: '+971 50 7654321',
      poster_email: 'blank@mail.example',
      status: 'pending',
    },
    'description',
  );

  const internshipIds: string[] = [];
  for (let index = 0; index < 79; index++) {
    const who = people[index % 100] ?? person(index);
    const isPaid = index % 3 === 0;
    internshipIds.push(
      add('internships', 'internships', {
        title: `Summer intern ${index}`,
        company: random.pick(COMPANIES),
        poster_email: who.email,
        poster_role: random.pick(POSTER_ROLES),
        description: 'Six weeks alongside our team, with a mentor and a real project to finish.',
        department: random.pick(INTERNSHIP_SECTORS),
        duration: random.pick(INTERNSHIP_DURATIONS),
        is_paid: isPaid,
        stipend: isPaid ? 'AED 3,000 a month' : undefined,
        location: 'Abu Dhabi',
        positions: random.int(1, 4),
        contact_email: who.email,
        start_date: 'June 2026',
        application_deadline: '15 May 2026',
        is_active: true,
        is_approved: index % 8 !== 7,
        status: index % 8 === 7 ? 'pending' : 'approved',
        postedBy: userIds[index % 100],
      }).id,
    );
  }
  add(
    'internships',
    'internships',
    {
      title: 'Odd length',
      company: 'Clock Co',
      poster_role: 'CEO',
      poster_email: 'clock@mail.example',
      description: 'A summer with us.',
      duration: '5 weeks',
      contact_email: 'clock@mail.example',
    },
    'duration',
  );

  // Removed items: archive copies with the original's id.
  const removedJobOriginals: string[] = [];
  for (let index = 0; index < 20; index++) {
    const originalJobId = idOf('jo');
    removedJobOriginals.push(originalJobId);
    add('removed_jobs', 'removedJobs', {
      originalJobId,
      title: `Filled role ${index}`,
      company: random.pick(COMPANIES),
      poster_email: people[index]?.email,
      poster_role: 'Hiring Manager',
      description: 'This role has been filled; kept for the record of applications.',
      contact_email: people[index]?.email,
      contact_phone: '+971 50 5555555',
      is_active: true,
      is_approved: true,
      status: 'approved',
      removed_at: START + (200 + index) * HOUR,
      removedBy: 'committee@residents.example',
      removal_reason: 'Position filled',
    });
  }
  for (let index = 0; index < 10; index++)
    add('removed_internships', 'removedInternships', {
      originalInternshipId: idOf('in'),
      title: `Past internship ${index}`,
      company: random.pick(COMPANIES),
      poster_email: people[index]?.email,
      poster_role: 'HR Manager',
      description: 'An internship of last year, closed after the summer.',
      duration: '3 months',
      is_paid: false,
      positions: 1,
      contact_email: people[index]?.email,
      status: 'approved',
      is_approved: true,
      removed_at: START + (300 + index) * HOUR,
      removal_reason: 'Season over',
    });

  for (let index = 0; index < 40; index++)
    add('courses', 'courses', {
      title: `Course ${index}: ${random.pick(['Arabic for beginners', 'Excel in depth', 'First aid', 'Public speaking'])}`,
      description: 'Weekly evening sessions in the community hall, with material to take home.',
      type: random.pick(['Workshop', 'Seminar', 'Course']),
      instructor: (people[index + 20] ?? person(index)).name,
      duration: `${random.int(2, 8)} weeks`,
      price: index % 4 === 0 ? 'Free' : 'AED 250',
      maxAttendees: random.int(10, 30),
      currentAttendees: random.int(0, 9),
      location: 'Community hall',
      isOnline: index % 5 === 0,
      isActive: true,
      isFeatured: index % 7 === 0,
      postedBy: userIds[0],
    });

  for (let index = 0; index < 30; index++) {
    const image = stored('png', `benefit ${index}`);
    const second = index % 3 === 0 ? stored('png', `benefit ${index} b`) : null;
    add('community_benefits', 'benefits', {
      title: `${random.int(5, 40)}% off at shop ${index}`,
      description: 'Show your resident card at the till.',
      business_name: `Shop ${index}`,
      location: 'Retail arcade',
      discount_percentage: random.int(5, 40),
      category: random.pick(['Dining', 'Fitness', 'Retail', 'Services']),
      valid_until: index % 2 === 0 ? '2027-06-30' : '2027-12-31T00:00:00.000Z',
      image_url: image.url,
      image_urls: second ? [image.url, second.url] : [image.url],
      is_active: index % 9 !== 8,
      show_on_homepage: index % 4 === 0,
    });
  }

  for (let index = 0; index < 25; index++) {
    const opensAt = START + (400 + index * 24) * HOUR;
    add('trainings', 'trainings', {
      title: `Training ${index}`,
      enrollment_status: random.pick(TRAINING_ENROLLMENT_STATUSES),
      details: 'Hands-on sessions for residents; bring a laptop.',
      tags: ['career', index % 2 === 0 ? 'digital' : 'finance'],
      photo_url: index % 2 === 0 ? stored('png', `training ${index}`).url : null,
      opens_at: opensAt,
      closes_at: opensAt + 14 * 24 * HOUR,
      capacity: 20,
      currentEnrolled: random.int(0, 20),
      is_active: true,
    });
  }

  // profiles: the professional directory, one per member, 30 with a CV.
  for (let index = 0; index < 100; index++) {
    const who = people[index] ?? person(index);
    const cv = index < 30 ? stored('pdf', `${who.name} CV`) : null;
    add('profiles', 'profiles', {
      userId: userIds[index],
      name: who.name,
      title: random.pick(['Accountant', 'Architect', 'Software engineer', 'Teacher', 'Nurse']),
      company: random.pick(COMPANIES),
      bio: 'Resident since 2019; happy to help neighbours with introductions.',
      skills: index % 2 === 0 ? ['Leadership', 'Budgeting'] : 'Mentoring, Hiring',
      industry: random.pick(INDUSTRIES),
      experience_level: random.pick(EXPERIENCE_LEVELS),
      contact: who.email,
      phone: `+97150${4000000 + index}`,
      linkedin_url: `linkedin.com/in/resident-${index}`,
      how_can_you_support: 'Career advice',
      cv_file_name: cv ? `${who.name}.pdf` : undefined,
      cv_file_path: cv?.id,
      is_visible: index % 11 !== 10,
    });
  }
  for (let index = 0; index < 20; index++) {
    const portfolio = index < 10 ? stored('pdf', `portfolio ${index}`) : null;
    add('corporate_profiles', 'corporateProfiles', {
      name: `Partner ${index}`,
      title: 'Managing Partner',
      company: `Partner firm ${index}`,
      bio: 'A firm run by residents, offering services to the community.',
      industry: random.pick(INDUSTRIES),
      skills: 'Advisory, Audit',
      contact: `partner.${index}@firms.example`,
      phone: `+97150${5000000 + index}`,
      linkedin_url: `https://www.linkedin.com/company/partner-${index}`,
      how_can_you_support: 'Discounted advice for residents',
      experience_level: 'Executive',
      cv_file_name: portfolio ? `Partner ${index} portfolio.pdf` : undefined,
      cv_file_path: portfolio?.id,
      is_visible: true,
    });
  }

  // cvs: the CV showcase; one entry's file is missing from _storage, one has a custom section.
  for (let index = 0; index < 79; index++) {
    const who = people[index] ?? person(index);
    const isMissing = index === 5;
    const cv = stored('pdf', `${who.name} showcase CV`, isMissing);
    const entry = add('cvs', 'cvShowcase', {
      name: who.name,
      email: who.email,
      phone: `+971 50 ${6000000 + index}`,
      title: random.pick(['Financial analyst', 'Civil engineer', 'UX designer', 'Sales lead']),
      section: index === 7 ? 'Aviation' : random.pick(CV_SECTIONS),
      bio: 'Open to opportunities in the region.',
      skills: ['Excel', 'Reporting'],
      experience: 'Eight years across two employers.',
      education: 'BSc, American University of Sharjah',
      yearsOfExperience: random.int(1, 20),
      cvFileName: `${who.name} CV.pdf`,
      cvStorageId: cv.id,
      linkedinUrl: `https://linkedin.com/in/showcase-${index}`,
    });
    if (isMissing) missingFiles.push({ table: 'cvs', line: entry.line });
  }
  add(
    'cvs',
    'cvShowcase',
    { name: 'No Section', email: 'no.section@mail.example', title: 'Analyst', section: '' },
    'section',
  );

  // applications: to live jobs, internships and a removed job (by its original id); each with a CV.
  for (let index = 0; index < 149; index++) {
    const cv = stored('pdf', `application ${index}`);
    const target =
      index % 5 === 4
        ? { internshipId: internshipIds[index % internshipIds.length] }
        : index % 25 === 3
          ? { jobId: removedJobOriginals[index % removedJobOriginals.length] }
          : { jobId: jobIds[index % jobIds.length] };
    add('applications', 'applications', {
      applicantName: `Candidate ${index}`,
      applicantEmail: `candidate.${index}@mail.example`,
      applicantPhone: `+971 52 ${7000000 + index}`,
      coverLetter: 'I would love to bring my experience to your team.',
      ...target,
      cvStorageId: cv.id,
      cvFileName: `candidate-${index}.pdf`,
      status: random.pick(APPLICATION_STATUSES),
    });
  }
  add(
    'applications',
    'applications',
    {
      applicantName: 'Lost',
      applicantEmail: 'lost@mail.example',
      applicantPhone: '+971 52 1',
      jobId: 'jo_not_in_export',
      status: 'submitted',
    },
    'jobId',
  );

  for (let index = 0; index < 8; index++) {
    const image = stored('png', `trip ${index}`);
    const document = stored('pdf', `trip ${index} packing list`);
    add('trips', 'trips', {
      name: `Trip ${index}: ${random.pick(['Hatta', 'Jebel Jais', 'Liwa', 'Musandam'])}`,
      description: 'A weekend away with neighbours; transport from the main gate.',
      is_active: index % 4 !== 3,
      image_storage_id: image.id,
      image_url: image.url,
      document_storage_id: document.id,
      document_file_name: `trip-${index}.pdf`,
      document_name: 'Packing list',
      posted_by: 'committee@residents.example',
    });
  }
  const paddle = stored('pdf', 'paddle club rules');
  add('paddle_documents', 'paddleDocument', {
    document_storage_id: paddle.id,
    document_file_name: 'Paddle club rules.pdf',
    document_file_path: paddle.id,
    uploaded_by: 'committee@residents.example',
  });

  // A table this product does not keep.
  for (let index = 0; index < 5; index++)
    add('notifications', null, {
      message: `Welcome ${index}`,
      read: index % 2 === 0,
      recipient: userIds[index],
    });

  await mkdir(join(folder, '_storage'), { recursive: true });
  for (const [table, documents] of Object.entries(tables)) {
    await mkdir(join(folder, table), { recursive: true });
    await writeFile(
      join(folder, table, 'documents.jsonl'),
      documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n',
    );
    await writeFile(join(folder, table, 'generated_schema.jsonl'), JSON.stringify('any') + '\n');
  }
  await writeFile(
    join(folder, '_storage', 'documents.jsonl'),
    storage
      .map((file) =>
        JSON.stringify({
          _id: file.id,
          _creationTime: START,
          contentType: file.contentType,
          internalId: file.internalId,
          sha256: '',
          size: file.bytes.length,
        }),
      )
      .join('\n') + '\n',
  );
  for (const file of storage.filter((each) => !each.isMissing)) {
    const extension = file.contentType === 'application/pdf' ? '.pdf' : '.png';
    await writeFile(
      join(folder, '_storage', file.withExtension ? `${file.id}${extension}` : file.id),
      file.bytes,
    );
  }
  await writeFile(
    join(folder, 'README.md'),
    'Convex snapshot export (fixture written by convex-export-fixture.ts)\n',
  );
  await mkdir(join(folder, '_tables'), { recursive: true });
  await writeFile(
    join(folder, '_tables', 'documents.jsonl'),
    Object.keys(tables)
      .map((name, index) => JSON.stringify({ name, id: index + 10001 }))
      .join('\n') + '\n',
  );
  if (!sampleJob) throw new Error('the fixture has no approved job');
  return {
    tables: expected,
    missingFiles,
    storedFiles: storage.filter((file) => !file.isMissing).length,
    sampleJob,
  };
}

/** Zips a folder's contents (entries relative to it), as `npx convex export --path x.zip` writes them. */
export async function zipFolder(folder: string, zipPath: string) {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const written = pipeline(archive, createWriteStream(zipPath));
  archive.directory(folder, false);
  await archive.finalize();
  await written;
}

/** Writes the export as a ZIP at `zipPath`. */
export async function writeConvexExportZip(zipPath: string): Promise<FixtureExport> {
  const folder = await mkdtemp(join(tmpdir(), 'convex-export-'));
  try {
    const fixture = await writeConvexExportFolder(folder);
    await zipFolder(folder, zipPath);
    return fixture;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = resolve(process.argv[2] ?? 'original-app-export.zip');
  const fixture = target.endsWith('.zip')
    ? await writeConvexExportZip(target)
    : await writeConvexExportFolder(target);
  const documents = Object.values(fixture.tables).reduce(
    (sum, table) => sum + table.documents + table.invalid.length,
    0,
  );
  console.log(
    `Wrote ${target}: ${documents} documents in ${Object.keys(fixture.tables).length} tables, ${fixture.storedFiles} stored files.`,
  );
}
