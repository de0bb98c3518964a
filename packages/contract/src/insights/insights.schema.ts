import { z } from 'zod';

/** The Insights page: what the community does, week by week, and where people drop off on the way in. */
export const insightsSchema = z.object({
  weeks: z.number().int(),
  applicationsPerWeek: z.array(z.object({ week: z.string(), applications: z.number().int() })),
  residentsSignedInPerWeek: z.array(z.object({ week: z.string(), residents: z.number().int() })),
  /**
   * Published jobs and internships per sector, busiest first (twelve at most): one name per sector, the job
   * industries' ('Technology/IT' counts the internships' 'Technology' too).
   */
  postsByIndustry: z.array(
    z.object({ industry: z.string(), jobs: z.number().int(), internships: z.number().int() }),
  ),
  accessFunnel: z.object({
    requested: z.number().int(),
    approved: z.number().int(),
    firstSignIn: z.number().int(),
  }),
});
export type Insights = z.infer<typeof insightsSchema>;
