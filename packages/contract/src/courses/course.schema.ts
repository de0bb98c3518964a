import { z } from 'zod';
import {
  listOf,
  pageQuerySchema,
  requiredDescription,
  requiredText,
  requiredTitle,
  storedRow,
} from '../common.ts';
import { LIMITS } from '../limits.ts';
import { FIELD_MESSAGES } from '../messages.ts';

/** The type and duration columns hold 100 characters. */
const SHORT_TEXT_MAX = 100;

export const COURSE_MESSAGES = {
  titleRequired: FIELD_MESSAGES.titleRequired,
  descriptionRequired: FIELD_MESSAGES.descriptionRequired,
  instructorRequired: 'Instructor is required',
  typeRequired: 'Type is required',
  durationRequired: FIELD_MESSAGES.durationRequired,
  gone: 'This course no longer exists.',
} as const;

/** The dashboard's add-course dialog (spec/admin.md section 5: all five are required). */
export const courseInputSchema = z.strictObject({
  title: requiredTitle,
  description: requiredDescription,
  instructor: requiredText(LIMITS.name, COURSE_MESSAGES.instructorRequired, 'Instructor'),
  type: requiredText(SHORT_TEXT_MAX, COURSE_MESSAGES.typeRequired, 'Type'),
  duration: requiredText(SHORT_TEXT_MAX, COURSE_MESSAGES.durationRequired, 'Duration'),
});
export type CourseInput = z.input<typeof courseInputSchema>;
export type NewCourse = z.output<typeof courseInputSchema>;

/** A course as residents see it. */
export const courseSchema = storedRow({
  title: z.string(),
  description: z.string(),
  instructor: z.string(),
  type: z.string(),
  duration: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

/** A course as administrators see it: saved with status active and isActive true. */
export const adminCourseSchema = courseSchema.extend({
  status: z.string(),
  isActive: z.boolean(),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;

export const courseListQuerySchema = pageQuerySchema;
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;
export const courseListSchema = listOf(courseSchema);
export type CourseList = z.infer<typeof courseListSchema>;
export const adminCourseListSchema = listOf(adminCourseSchema);
export type AdminCourseList = z.infer<typeof adminCourseListSchema>;

/** Whether the signed-in member asked to hear when courses open (/courses/notify). */
export const courseNotifyStatusSchema = z.object({
  isRequested: z.boolean(),
  requestedAt: z.string().nullable(),
});
export type CourseNotifyStatus = z.infer<typeof courseNotifyStatusSchema>;

/** Asking again is not an error: the answer says the request was already there. */
export const courseNotifyReceiptSchema = z.object({
  isAlreadyRequested: z.boolean(),
  requestedAt: z.string(),
});
export type CourseNotifyReceipt = z.infer<typeof courseNotifyReceiptSchema>;

/** The Courses tab: how many residents asked to be notified. */
export const courseNotifyCountSchema = z.object({ total: z.number().int() });
export type CourseNotifyCount = z.infer<typeof courseNotifyCountSchema>;
