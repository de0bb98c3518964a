import { z } from 'zod';
import {
  listOf,
  optionalText,
  pageQuerySchema,
  requiredDescription,
  requiredText,
  storedRow,
  timestamps,
} from '../common.ts';
import { LIMITS } from '../limits.ts';
import { FIELD_MESSAGES } from '../messages.ts';

export const ACTIVITY_MESSAGES = {
  nameRequired: 'Name is required',
  descriptionRequired: FIELD_MESSAGES.descriptionRequired,
  /** Spec/admin.md section 5: the files' size messages (toast title 'File too large'). */
  paddleTooLarge: 'File must be less than 10MB',
  imageTooLarge: 'Image must be less than 5MB',
  documentTooLarge: 'Document must be less than 10MB',
  documentMissing: 'Document is not available',
} as const;

const storageId = (field: string) => z.uuid({ message: `${field} must be a valid id` });

// ---- paddle club document ----

/** The paddle club's one document; a new upload replaces it. */
export const paddleDocumentSchema = z.object({
  documentStorageId: z.string().nullable(),
  documentFileName: z.string(),
  uploadedBy: z.string().nullable(),
  ...timestamps,
});
export type PaddleDocument = z.infer<typeof paddleDocumentSchema>;

/** Null until an administrator uploads one. */
export const paddleDocumentStateSchema = z.object({ document: paddleDocumentSchema.nullable() });
export type PaddleDocumentState = z.infer<typeof paddleDocumentStateSchema>;

/** The file is uploaded first (POST /api/files?purpose=document); this attaches it. */
export const setPaddleDocumentSchema = z.strictObject({ storageId: storageId('storageId') });
export type SetPaddleDocument = z.infer<typeof setPaddleDocumentSchema>;

// ---- trips ----

const tripFields = {
  name: requiredText(LIMITS.name, ACTIVITY_MESSAGES.nameRequired, 'Name'),
  description: requiredDescription,
  /**
   * What residents see on the document's button ('Packing list'); blank is none, left out keeps the current one.
   * Kept only while the trip has a document.
   */
  documentName: optionalText(LIMITS.name, 'Document name').optional(),
};

/** The create-trip form: name and description required; image and document uploaded first, then attached. */
export const tripInputSchema = z.strictObject({
  ...tripFields,
  imageStorageId: storageId('imageStorageId').nullish(),
  documentStorageId: storageId('documentStorageId').nullish(),
});
export type TripInput = z.input<typeof tripInputSchema>;
export type NewTrip = z.output<typeof tripInputSchema>;

/**
 * The Edit Trip dialog. For the image and the document: left out keeps the current file, null removes it, and
 * another id replaces it; a replaced or removed file is deleted.
 */
export const updateTripSchema = z.strictObject({
  ...tripFields,
  isActive: z.boolean({ message: 'isActive must be true or false' }).optional(),
  imageStorageId: storageId('imageStorageId').nullish(),
  documentStorageId: storageId('documentStorageId').nullish(),
});
export type UpdateTrip = z.input<typeof updateTripSchema>;
export type TripChanges = z.output<typeof updateTripSchema>;

/** The form's own fields, validated in the browser with the server's rules. */
export const tripFormSchema = z.object(tripFields);

export const setTripActiveSchema = z.strictObject({
  isActive: z.boolean({ message: 'isActive must be true or false' }),
});

export const tripSchema = storedRow({
  name: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  imageStorageId: z.string().nullable(),
  documentStorageId: z.string().nullable(),
  /** The document's original file name, and the name an administrator gave it (null when none was given). */
  documentFileName: z.string().nullable(),
  documentName: z.string().nullable(),
  postedBy: z.string().nullable(),
});
export type Trip = z.infer<typeof tripSchema>;

export const tripListQuerySchema = pageQuerySchema;
export type TripListQuery = z.infer<typeof tripListQuerySchema>;
export const tripListSchema = listOf(tripSchema);
export type TripList = z.infer<typeof tripListSchema>;
