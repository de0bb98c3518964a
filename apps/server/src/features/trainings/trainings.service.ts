import type {
  NewTraining,
  Training,
  TrainingList,
  TrainingListQuery,
} from '@hub/contract/trainings/training.schema';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Executor, Transactor } from '../../db/client.ts';
import { apiFields } from '../../lib/api-fields.ts';
import { listPage } from '../../lib/list-page.ts';
import { badRequest, notFound } from '../../plugins/errors.ts';
import type { InTransaction } from '../../lib/audit-trail.ts';
import type { FileChange } from '../../lib/file-change.ts';
import { changeDetachingFiles, fileOwnerEditor, shareWithMembers } from '../files/index.ts';
import { files } from '../files/index.ts';
import { trainings } from './trainings.table.ts';

type Row = typeof trainings.$inferSelect;

const GONE = 'This training no longer exists.';

/** Calendar days are stored as midnight UTC and given back as YYYY-MM-DD. */
const toDay = (value: Date | null) => value?.toISOString().slice(0, 10) ?? null;
const fromDay = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);

const toTraining = (row: Row): Training => ({
  ...apiFields(row, [
    'id',
    'title',
    'enrollmentStatus',
    'details',
    'tags',
    'photoStorageId',
    'capacity',
    'currentEnrolled',
    'isActive',
  ]),
  opensAt: toDay(row.opensAt),
  closesAt: toDay(row.closesAt),
});

const fieldsOf = (input: NewTraining) => ({
  title: input.title,
  enrollmentStatus: input.enrollmentStatus,
  details: input.details,
  tags: input.tags,
  capacity: input.capacity,
  currentEnrolled: input.currentEnrolled,
  opensAt: fromDay(input.opensAt),
  closesAt: fromDay(input.closesAt),
});

/**
 * Attaches an uploaded photo: it must be an image that was uploaded and not yet attached to anything members
 * see, so one file never belongs to two items and deleting one never breaks another. The file's row is locked
 * so two requests cannot claim it at once; then every member may read it.
 */
async function claimPhoto(tx: Executor, storageId: string) {
  const [file] = await tx
    .select({ purpose: files.purpose, visibility: files.visibility })
    .from(files)
    .where(eq(files.id, storageId))
    .for('update');
  if (file?.purpose !== 'image' || file.visibility !== 'private') {
    const message = file
      ? 'This file cannot be used as the photo. Please upload the image again.'
      : 'The uploaded photo was not found. Please upload it again.';
    throw badRequest(message, { photoStorageId: message });
  }
  await shareWithMembers(tx, [storageId]);
}

const PHOTO_NOT_DELETED = 'could not delete a training photo that was replaced';

const newestFirst = [desc(trainings.createdAt), desc(trainings.id)];

async function page(db: Executor, where: SQL | undefined, query: TrainingListQuery): Promise<TrainingList> {
  const { rows, ...counts } = await listPage(db, trainings, {
    where,
    orderBy: newestFirst,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { items: rows.map(toTraining), ...counts };
}

/** Residents see active trainings only (the index trainings_active_idx). */
export const listActiveTrainings = (db: Executor, query: TrainingListQuery) =>
  page(db, eq(trainings.isActive, true), query);

export const listAdminTrainings = (db: Executor, query: TrainingListQuery) => page(db, undefined, query);

export async function createTraining(db: Transactor, input: NewTraining) {
  return db.transaction(async (tx) => {
    if (input.photoStorageId) await claimPhoto(tx, input.photoStorageId);
    const [row] = await tx
      .insert(trainings)
      .values({ ...fieldsOf(input), photoStorageId: input.photoStorageId ?? null, isActive: true })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return toTraining(row);
  });
}

/** Edits every field; a new photo replaces the old one, whose file is deleted. */
export const updateTraining = fileOwnerEditor(
  { table: trainings, gone: GONE, failure: PHOTO_NOT_DELETED, toItem: toTraining },
  async (tx, before, input: NewTraining) => {
    const photo = input.photoStorageId === undefined ? before.photoStorageId : input.photoStorageId;
    if (photo && photo !== before.photoStorageId) await claimPhoto(tx, photo);
    return {
      values: { ...fieldsOf(input), photoStorageId: photo },
      detached: before.photoStorageId !== photo ? [before.photoStorageId] : [],
    };
  },
);

export async function setTrainingActive(db: Executor, id: string, { isActive }: { isActive: boolean }) {
  const [row] = await db.update(trainings).set({ isActive }).where(eq(trainings.id, id)).returning();
  if (!row) throw notFound(GONE);
  return toTraining(row);
}

/** Deletes the training and its photo. */
export async function deleteTraining(at: FileChange, id: string, audit?: InTransaction<{ title: string }>) {
  await changeDetachingFiles(at, PHOTO_NOT_DELETED, async (tx) => {
    const [deleted] = await tx
      .delete(trainings)
      .where(eq(trainings.id, id))
      .returning({ title: trainings.title, photoStorageId: trainings.photoStorageId });
    if (!deleted) throw notFound(GONE);
    await audit?.(tx, deleted);
    return { result: undefined, detached: [deleted.photoStorageId] };
  });
}
