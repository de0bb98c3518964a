import { z } from 'zod';
import { FILE_PURPOSES, type FilePurpose } from '../enums.ts';

const MB = 1024 * 1024;

/** Allowed extensions and maximum size per purpose (spec: residents.md section 9, admin.md section 9). */
export const FILE_RULES: Record<FilePurpose, { extensions: string[]; maxBytes: number }> = {
  cv: { extensions: ['.pdf', '.doc', '.docx'], maxBytes: 10 * MB },
  portfolio: { extensions: ['.pdf', '.doc', '.docx', '.ppt', '.pptx'], maxBytes: 10 * MB },
  image: { extensions: ['.jpg', '.jpeg', '.png', '.gif', '.webp'], maxBytes: 5 * MB },
  document: { extensions: ['.pdf', '.doc', '.docx'], maxBytes: 10 * MB },
};

export const maxMegabytes = (purpose: FilePurpose) => FILE_RULES[purpose].maxBytes / MB;

/** The spec's file-upload control messages. */
export const fileTooLargeMessage = (megabytes: number) => `File size must be less than ${megabytes}MB`;
export const fileTypeMessage = (extensions: string[]) =>
  `File type not supported. Please use: ${extensions.join(',')}`;

export const uploadQuerySchema = z.strictObject({
  purpose: z.enum(FILE_PURPOSES, { message: `purpose must be one of ${FILE_PURPOSES.join(', ')}` }),
});

export const uploadResponseSchema = z.object({
  storageId: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const storageIdParamsSchema = z.strictObject({
  storageId: z.uuid({ message: 'storageId must be a valid id' }),
});

/** GET /api/files/:storageId: a signed link's token stands in for the session. */
export const downloadQuerySchema = z.strictObject({
  token: z.string().max(200, 'token is too long').optional(),
});

/** POST /api/files/:storageId/link: a download link that works without a session for a few minutes. */
export const fileLinkResponseSchema = z.object({ url: z.string() });
export type FileLinkResponse = z.infer<typeof fileLinkResponseSchema>;

/** Deleting a file that content still uses would break that content. */
export const FILE_IN_USE_MESSAGE =
  'This file is in use and cannot be deleted. Remove it from where it is used (or delete that item) first.';
