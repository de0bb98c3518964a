import { z } from 'zod';
import { listOf, pageQuerySchema } from '../common.ts';

export const BACKUP_INTERVALS = ['off', 'daily', 'weekly'] as const;

export const backupSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  counts: z.record(z.string(), z.number().int()),
  madeBy: z.string(),
  createdAt: z.string(),
});
export type Backup = z.infer<typeof backupSchema>;

export const backupListQuerySchema = pageQuerySchema;
export const backupListSchema = listOf(backupSchema);
export type BackupList = z.infer<typeof backupListSchema>;

export const backupSettingsSchema = z.strictObject({
  interval: z.enum(BACKUP_INTERVALS, { message: 'interval must be off, daily or weekly' }),
  keep: z.coerce
    .number({ message: 'keep must be a number' })
    .int('keep must be a whole number')
    .min(1, 'Keep at least 1 backup')
    .max(100, 'Keep at most 100 backups'),
});
export type BackupSettings = z.infer<typeof backupSettingsSchema>;
export const backupSettingsResponseSchema = backupSettingsSchema.extend({ lastRunAt: z.string().nullable() });

export const restoreResultSchema = z.object({
  counts: z.record(z.string(), z.number().int()),
  files: z.number().int(),
});
export type RestoreResult = z.infer<typeof restoreResultSchema>;
