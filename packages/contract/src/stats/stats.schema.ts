import { z } from 'zod';

/** The home page's statistics strip: counts of what residents can see. */
export const communityStatsSchema = z.object({
  totalJobs: z.number().int(),
  totalInternships: z.number().int(),
  totalCourses: z.number().int(),
  totalCvs: z.number().int(),
});
export type CommunityStats = z.infer<typeof communityStatsSchema>;
