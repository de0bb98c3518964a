import { z } from 'zod';

export const adminStatsSchema = z.object({
  whitelistedUsers: z.number().int(),
  jobsPosted: z.number().int(),
  internships: z.number().int(),
  pendingAccessRequests: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
