import {
  type NewTrip,
  type PaddleDocument,
  type PaddleDocumentState,
  type Trip,
  type TripChanges,
  type TripList,
  type TripListQuery,
  tripSchema,
} from '@hub/contract/activities/activity.schema';
import type { SessionUser } from '@hub/contract/auth/auth.schema';
import type { FilePurpose } from '@hub/contract/enums';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor, Transactor } from '../../db/client.ts';
import { apiFields, apiRow } from '../../lib/api-fields.ts';
import { listPage } from '../../lib/list-page.ts';
import { badRequest, notFound } from '../../plugins/errors.ts';
import type { InTransaction } from '../../lib/audit-trail.ts';
import type { FileChange } from '../../lib/file-change.ts';
import { changeDetachingFiles, fileOwnerEditor, shareWithMembers } from '../files/index.ts';
import { files } from '../files/index.ts';
import { paddleDocument, trips } from './activities.table.ts';

const GONE = 'This trip no longer exists.';
/** Serialises paddle uploads, so two at once cannot both think there was no document before. */
const PADDLE_LOCK = 7_310_455_021;

const LABELS: Record<FilePurpose, string> = {
  image: 'image',
  document: 'document',
  cv: 'CV',
  portfolio: 'portfolio file',
};

/**
 * Attaches an uploaded file: it must have the expected purpose and not be attached to anything members see
 * yet, so one file never belongs to two items and deleting one never breaks another. The file's row is locked
 * so two requests cannot claim it at once; then every member may read it.
 */
async function claimFile(tx: Executor, storageId: string, purpose: FilePurpose, field: string) {
  const [file] = await tx
    .select({ purpose: files.purpose, visibility: files.visibility, originalName: files.originalName })
    .from(files)
    .where(eq(files.id, storageId))
    .for('update');
  if (!file || file.purpose !== purpose || file.visibility !== 'private') {
    const label = LABELS[purpose];
    const message = file
      ? `This file cannot be used as the ${label}. Please upload the ${label} again.`
      : `The uploaded ${label} was not found. Please upload it again.`;
    throw badRequest(message, { [field]: message });
  }
  await shareWithMembers(tx, [storageId]);
  return file;
}

const FILE_NOT_DELETED = 'could not delete a file that was replaced or removed';

/** "Day 1 itinerary.pdf" -> "Day 1 itinerary". */
const withoutExtension = (name: string) => name.replace(/\.[^.]+$/, '') || name;

// ---- paddle club document ----

const toPaddleDocument = (row: typeof paddleDocument.$inferSelect): PaddleDocument =>
  apiFields(row, ['documentStorageId', 'documentFileName', 'uploadedBy']);

export async function getPaddleDocument(db: Executor): Promise<PaddleDocumentState> {
  const [row] = await db.select().from(paddleDocument).limit(1);
  return { document: row ? toPaddleDocument(row) : null };
}

/** Only one paddle document exists: a new upload replaces it and the old file is deleted. */
export async function setPaddleDocument(
  at: FileChange,
  storageId: string,
  uploadedBy: string,
  audit?: InTransaction<PaddleDocument>,
) {
  return changeDetachingFiles(at, FILE_NOT_DELETED, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PADDLE_LOCK})`);
    const [before] = await tx.select().from(paddleDocument).limit(1);
    if (before && before.documentStorageId === storageId)
      return { result: toPaddleDocument(before), detached: [] };
    const file = await claimFile(tx, storageId, 'document', 'storageId');
    const values = { documentStorageId: storageId, documentFileName: file.originalName, uploadedBy };
    const [row] = await tx
      .insert(paddleDocument)
      .values({ singleton: true, ...values })
      .onConflictDoUpdate({ target: paddleDocument.singleton, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    if (!row) throw new Error('upsert returned nothing');
    const document = toPaddleDocument(row);
    await audit?.(tx, document);
    return { result: document, detached: [before?.documentStorageId ?? null] };
  });
}

// ---- trips ----

type TripRow = typeof trips.$inferSelect;

/**
 * Trips made before documents could be named carry their file's name as the document's name: that is no name
 * anyone gave, so it is answered as none and residents see the document's kind and file name instead.
 */
const givenDocumentName = ({ documentName, documentFileName }: TripRow) =>
  documentName !== null && documentFileName !== null && documentName === withoutExtension(documentFileName)
    ? null
    : documentName;

const toTrip = (row: TripRow): Trip => apiRow(tripSchema, { ...row, documentName: givenDocumentName(row) });

const newestFirst = [desc(trips.createdAt), desc(trips.id)];

async function page(db: Executor, where: SQL | undefined, query: TripListQuery): Promise<TripList> {
  const { rows, total } = await listPage(db, trips, {
    exactTotal: true,
    where,
    orderBy: newestFirst,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { items: rows.map(toTrip), total };
}

/** Residents see active trips only (the index trips_active_idx). */
export const listActiveTrips = (db: Executor, query: TripListQuery) =>
  page(db, eq(trips.isActive, true), query);

export const listAdminTrips = (db: Executor, query: TripListQuery) => page(db, undefined, query);

/** A new trip, active, posted by the administrator who creates it. */
export async function createTrip(db: Transactor, input: NewTrip, admin: SessionUser) {
  const postedBy = admin.email;
  return db.transaction(async (tx) => {
    if (input.imageStorageId) await claimFile(tx, input.imageStorageId, 'image', 'imageStorageId');
    const document = input.documentStorageId
      ? await claimFile(tx, input.documentStorageId, 'document', 'documentStorageId')
      : null;
    const [row] = await tx
      .insert(trips)
      .values({
        name: input.name,
        description: input.description,
        isActive: true,
        imageStorageId: input.imageStorageId ?? null,
        documentStorageId: input.documentStorageId ?? null,
        documentFileName: document?.originalName ?? null,
        documentName: document ? (input.documentName ?? null) : null,
        postedBy,
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return toTrip(row);
  });
}

/** Edits a trip; a new image or document replaces the old one, whose file is deleted. */
export const updateTrip = fileOwnerEditor(
  { table: trips, gone: GONE, failure: FILE_NOT_DELETED, toItem: toTrip },
  async (tx, before, changes: TripChanges) => {
    const image = changes.imageStorageId === undefined ? before.imageStorageId : changes.imageStorageId;
    const documentId =
      changes.documentStorageId === undefined ? before.documentStorageId : changes.documentStorageId;
    if (image && image !== before.imageStorageId) await claimFile(tx, image, 'image', 'imageStorageId');
    const isNewDocument = documentId !== before.documentStorageId;
    const document =
      isNewDocument && documentId ? await claimFile(tx, documentId, 'document', 'documentStorageId') : null;
    const documentName =
      changes.documentName === undefined ? givenDocumentName(before) : changes.documentName;
    return {
      values: {
        name: changes.name,
        description: changes.description,
        isActive: changes.isActive ?? before.isActive,
        imageStorageId: image,
        documentStorageId: documentId,
        ...(isNewDocument ? { documentFileName: document?.originalName ?? null } : {}),
        documentName: documentId ? documentName : null,
      },
      detached: [
        image !== before.imageStorageId ? before.imageStorageId : null,
        isNewDocument ? before.documentStorageId : null,
      ],
    };
  },
);

export async function setTripActive(db: Executor, id: string, { isActive }: { isActive: boolean }) {
  const [row] = await db.update(trips).set({ isActive }).where(eq(trips.id, id)).returning();
  if (!row) throw notFound(GONE);
  return toTrip(row);
}

/** Deletes the trip with its image and document. */
export async function deleteTrip(at: FileChange, id: string, audit?: InTransaction<{ name: string }>) {
  await changeDetachingFiles(at, FILE_NOT_DELETED, async (tx) => {
    const [deleted] = await tx.delete(trips).where(eq(trips.id, id)).returning({
      name: trips.name,
      imageStorageId: trips.imageStorageId,
      documentStorageId: trips.documentStorageId,
    });
    if (!deleted) throw notFound(GONE);
    await audit?.(tx, deleted);
    return { result: undefined, detached: [deleted.imageStorageId, deleted.documentStorageId] };
  });
}
