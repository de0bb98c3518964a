import { z } from 'zod';

/** What the home page's "New since your last visit" lists: newly published posts and offers of every kind. */
export const WHATS_NEW_KINDS = ['job', 'internship', 'benefit', 'course', 'training'] as const;
export type WhatsNewKind = (typeof WHATS_NEW_KINDS)[number];

export const whatsNewQuerySchema = z.strictObject({
  /** The member's last visit; the server looks back 30 days at most. */
  since: z.iso.datetime({ offset: true, message: 'since must be a date and time (ISO 8601)' }),
});
export type WhatsNewQuery = z.infer<typeof whatsNewQuerySchema>;

export const whatsNewItemSchema = z.object({
  kind: z.enum(WHATS_NEW_KINDS),
  id: z.string(),
  title: z.string(),
  /** Who offers it: the company, the business, the instructor. */
  subtitle: z.string(),
  /** When it was published (a job's or internship's approval, otherwise its creation). */
  at: z.string(),
});
export type WhatsNewItem = z.infer<typeof whatsNewItemSchema>;

export const whatsNewSchema = z.object({ items: z.array(whatsNewItemSchema) });
export type WhatsNew = z.infer<typeof whatsNewSchema>;
