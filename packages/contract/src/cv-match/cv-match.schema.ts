import { z } from 'zod';

/**
 * How a CV and a job are scored (0 to 100). Shown in the CV-Job Match tab and documented in
 * docs/decisions/005-cv-job-match-score.md.
 */
export const MATCH_WEIGHTS = { skills: 50, text: 25, industry: 15, experience: 10 } as const;

export const MATCH_FORMULA = [
  `Skills (${MATCH_WEIGHTS.skills}%): the share of the job's skills (its skills text split at commas, semicolons, line breaks, | and /) found among the CV's skills, both compared after normalising case, punctuation (C++ and C# keep their signs) and common synonyms (JS = JavaScript, Postgres = PostgreSQL, k8s = Kubernetes).`,
  `Text (${MATCH_WEIGHTS.text}%): PostgreSQL full-text ranking (0 to 1) of every word of the job's title, skills and description against the CV's title and skills (strongest), bio and experience, then the text inside the CV file (PDF or DOCX). For a CV's best jobs: the words of the CV's title, skills and bio against the job's title and skills (strongest) and description.`,
  `Industry (${MATCH_WEIGHTS.industry}%): full when the job's industry is the CV's section (Human Resources = HR, Design = Media & Design).`,
  `Experience (${MATCH_WEIGHTS.experience}%): full when the CV's years fit the job's level (Entry 0–2, Mid 2–5, Senior 5–10, Executive 10+), less by a fifth per year outside it; none when the years are unknown.`,
  'Only CVs (or open jobs) that share a skill or a word are scored; equal scores go to the larger skills share, then the newest.',
];

/** Job industries as CV showcase sections (the two lists name a few fields differently). */
export const INDUSTRY_TO_SECTION: Record<string, string | null> = {
  'Human Resources': 'HR',
  Design: 'Media & Design',
  Other: null,
};

export const EXPERIENCE_RANGES: Record<string, [number, number]> = {
  'Entry Level': [0, 2],
  'Mid Level': [2, 5],
  'Senior Level': [5, 10],
  Executive: [10, 60],
};

const breakdownSchema = z.object({
  skills: z.number(),
  text: z.number(),
  industry: z.number(),
  experience: z.number(),
});

export const cvMatchSchema = z.object({
  cvId: z.string(),
  name: z.string(),
  email: z.string(),
  title: z.string(),
  section: z.string(),
  yearsOfExperience: z.number().int().nullable(),
  cvStorageId: z.string().nullable(),
  score: z.number().int(),
  breakdown: breakdownSchema,
  matchedSkills: z.array(z.string()),
  missingSkills: z.array(z.string()),
});
export type CvMatch = z.infer<typeof cvMatchSchema>;

export const jobMatchSchema = z.object({
  jobId: z.string(),
  title: z.string(),
  company: z.string(),
  /** Optional on jobs an administrator created. */
  industry: z.string().nullable(),
  experienceLevel: z.string().nullable(),
  score: z.number().int(),
  breakdown: breakdownSchema,
  matchedSkills: z.array(z.string()),
  missingSkills: z.array(z.string()),
});
export type JobMatch = z.infer<typeof jobMatchSchema>;

export const matchQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) });
export const cvMatchesSchema = z.object({ items: z.array(cvMatchSchema) });
export const jobMatchesSchema = z.object({ items: z.array(jobMatchSchema) });
