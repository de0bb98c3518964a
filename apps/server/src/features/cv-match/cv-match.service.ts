import {
  type CvMatch,
  EXPERIENCE_RANGES,
  INDUSTRY_TO_SECTION,
  type JobMatch,
  MATCH_WEIGHTS,
} from '@hub/contract/cv-match/cv-match.schema';
import { SKILL_SEPARATORS } from '@hub/contract/cv-showcase/cv.schema';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../plugins/errors.ts';

/** The section a job's industry corresponds to, and the years its level expects, as SQL over a job row `j`. */
const jobSection = sql`coalesce((${JSON.stringify(INDUSTRY_TO_SECTION)}::jsonb ->> j.industry), CASE WHEN (${JSON.stringify(INDUSTRY_TO_SECTION)}::jsonb ? j.industry) THEN NULL ELSE j.industry END)`;
const minYears = sql`((${JSON.stringify(EXPERIENCE_RANGES)}::jsonb -> j.experience_level ->> 0)::int)`;
const maxYears = sql`((${JSON.stringify(EXPERIENCE_RANGES)}::jsonb -> j.experience_level ->> 1)::int)`;
/** The job's skills as keys: `jobs.skill_keys`, generated from the text split by SKILL_SEPARATORS. */
const jobSkillKeys = sql`j.skill_keys`;
/** The job's skills as typed, split the same way (`jobs.skill_keys` splits with this very pattern). */
const jobSkills = sql`regexp_split_to_array(j.skills, ${SKILL_SEPARATORS.source})`;

/**
 * How many of a row's skill keys are among `keys`: counted directly, a third of the cost of a set INTERSECT per
 * row. Skill keys are distinct by construction (hub_skill_keys aggregates DISTINCT), so no key counts twice.
 */
const sharedKeys = (rowKeys: ReturnType<typeof sql>, keys: ReturnType<typeof sql>) =>
  sql`(SELECT count(*) FROM unnest(${rowKeys}) k WHERE k = ANY(${keys}))`;

/** An OR query of every stemmed word of a text, so ranking rewards each shared word. */
const anyWordOf = (text: ReturnType<typeof sql>) =>
  sql`to_tsquery('simple', coalesce(nullif(array_to_string(ARRAY(SELECT quote_literal(word) FROM unnest(tsvector_to_array(to_tsvector('english', ${text}))) word), ' | '), ''), 'zzznomatch'))`;

/** The four parts, each 0 to 1, and the weighted score 0 to 100 (see MATCH_FORMULA). */
function scoreColumns(
  cvKeys: ReturnType<typeof sql>,
  jobKeys: ReturnType<typeof sql>,
  textRank: ReturnType<typeof sql>,
  cvSection: ReturnType<typeof sql>,
  years: ReturnType<typeof sql>,
) {
  const skills = sql`CASE WHEN cardinality(${jobKeys}) = 0 THEN 0 ELSE ${sharedKeys(cvKeys, jobKeys)}::float8 / cardinality(${jobKeys}) END`;
  const text = sql`(${textRank})::float8`;
  const industry = sql`CASE WHEN ${cvSection} = ${jobSection} THEN 1 ELSE 0 END::float8`;
  const experience = sql`CASE WHEN ${years} IS NULL OR ${minYears} IS NULL THEN 0
    WHEN ${years} BETWEEN ${minYears} AND ${maxYears} THEN 1
    ELSE greatest(0, 1 - least(abs(${years} - ${minYears}), abs(${years} - ${maxYears}))::float8 / 5) END::float8`;
  const score = sql`round(${MATCH_WEIGHTS.skills} * ${skills} + ${MATCH_WEIGHTS.text} * ${text} + ${MATCH_WEIGHTS.industry} * ${industry} + ${MATCH_WEIGHTS.experience} * ${experience})::int`;
  return sql`${skills} AS skills_part, ${text} AS text_part, ${industry} AS industry_part, ${experience} AS experience_part, ${score} AS score`;
}

const matchedSkills = (cvSkills: ReturnType<typeof sql>, jobKeys: ReturnType<typeof sql>) =>
  sql`ARRAY(SELECT s FROM unnest(${cvSkills}) s WHERE hub_skill_key(s) = ANY(${jobKeys}))`;
const missingSkills = (cvKeys: ReturnType<typeof sql>) =>
  sql`ARRAY(SELECT trim(s) FROM unnest(${jobSkills}) s WHERE hub_skill_key(s) <> '' AND NOT (hub_skill_key(s) = ANY(${cvKeys})))`;

type Parts = {
  skills_part: number;
  text_part: number;
  industry_part: number;
  experience_part: number;
  score: number;
};
const breakdown = (row: Parts) => ({
  skills: Math.round(row.skills_part * 100) / 100,
  text: Math.round(row.text_part * 100) / 100,
  industry: row.industry_part,
  experience: Math.round(row.experience_part * 100) / 100,
});

/**
 * How many CVs (or jobs) are scored at most: the ones sharing the most skills, plus a quarter as many best text
 * matches. Scoring costs most (the text part ranks every candidate against all the words of the other side), so
 * this bounds the time of a match at any size (decision 005).
 */
const CANDIDATES = 600;

/**
 * The CVs that best fit a job, best first. Candidates come from the GIN indexes (a shared skill key, or the
 * best-ranked shared words of the job's title and skills), so only they are scored, and the matched and
 * missing skills are worked out for the top `limit` only.
 */
export async function matchCvsToJob(
  db: Executor,
  jobId: string,
  limit: number,
  /** Score only these CVs (job alerts: the CVs of members who asked), instead of the best candidates. */
  onlyCvIds?: string[],
): Promise<CvMatch[]> {
  const found = await db.execute(sql`SELECT 1 FROM jobs WHERE id = ${jobId} AND removed_at IS NULL`);
  if (!found.rows.length) throw notFound('This job no longer exists.');
  // Skills are optional on jobs an administrator created; a null would blank the whole text.
  const fullQuery = anyWordOf(sql`j.title || ' ' || coalesce(j.skills, '') || ' ' || j.description`);
  const keyQuery = anyWordOf(sql`j.title || ' ' || coalesce(j.skills, '')`);
  const result = await db.execute<
    Parts & {
      id: string;
      name: string;
      email: string;
      title: string;
      section: string;
      years_of_experience: number | null;
      cv_storage_id: string | null;
      matched: string[];
      missing: string[];
    }
  >(sql`
    WITH j AS (SELECT * FROM jobs WHERE id = ${jobId}),
    q AS (SELECT ${jobSkillKeys} AS keys, ${fullQuery} AS query, ${keyQuery} AS key_query FROM j),
    candidates AS (${
      onlyCvIds
        ? sql`SELECT unnest(${`{${onlyCvIds.join(',')}}`}::uuid[]) AS id`
        : sql`
      (SELECT c.id FROM cv_entries c, q WHERE c.skill_keys && q.keys
        ORDER BY ${sharedKeys(sql`c.skill_keys`, sql`q.keys`)} DESC, c.created_at DESC, c.id
        LIMIT ${CANDIDATES})
      UNION
      (SELECT c.id FROM cv_entries c, q WHERE c.search_vector @@ q.key_query
        ORDER BY ts_rank(c.search_vector, q.key_query, 32) DESC LIMIT ${CANDIDATES / 4})`
    }
    ),
    scored AS (
      SELECT c.id, c.name, c.email, c.title, c.section, c.years_of_experience, c.cv_storage_id, c.skills, c.skill_keys,
        c.created_at,
        ${scoreColumns(sql`c.skill_keys`, sql`q.keys`, sql`ts_rank_cd(c.search_vector, q.query, 32)`, sql`c.section`, sql`c.years_of_experience`)}
      FROM candidates JOIN cv_entries c USING (id), j, q
      ORDER BY score DESC, skills_part DESC, c.created_at DESC, c.id
      LIMIT ${limit}
    )
    SELECT scored.*, ${matchedSkills(sql`scored.skills`, sql`q.keys`)} AS matched, ${missingSkills(sql`scored.skill_keys`)} AS missing
    FROM scored, j, q
    ORDER BY score DESC, skills_part DESC, created_at DESC, id`);
  return result.rows.map((row) => ({
    cvId: row.id,
    name: row.name,
    email: row.email,
    title: row.title,
    section: row.section,
    yearsOfExperience: row.years_of_experience,
    cvStorageId: row.cv_storage_id,
    score: row.score,
    breakdown: breakdown(row),
    matchedSkills: row.matched,
    missingSkills: row.missing,
  }));
}

/**
 * The reverse: the open jobs that best fit a CV, best first, by the same formula. Candidates come from the partial
 * GIN indexes on open jobs (`jobs.skill_keys`, `jobs.search_vector`): the jobs with the largest share of their
 * skills in the CV, and the jobs best ranked on the words of the CV's title and skills; only they are scored.
 */
export async function matchJobsToCv(db: Executor, cvId: string, limit: number): Promise<JobMatch[]> {
  const found = await db.execute(sql`SELECT 1 FROM cv_entries WHERE id = ${cvId}`);
  if (!found.rows.length) throw notFound('This CV no longer exists.');
  const isOpen = sql`j.is_approved AND j.is_active AND j.removed_at IS NULL`;
  const result = await db.execute<
    Parts & {
      id: string;
      title: string;
      company: string;
      industry: string | null;
      experience_level: string | null;
      matched: string[];
      missing: string[];
    }
  >(sql`
    WITH c AS (SELECT * FROM cv_entries WHERE id = ${cvId}),
    q AS (SELECT c.skill_keys AS keys,
      ${anyWordOf(sql`c.title || ' ' || hub_words(c.skills) || ' ' || coalesce(c.bio, '')`)} AS query,
      ${anyWordOf(sql`c.title || ' ' || hub_words(c.skills)`)} AS key_query FROM c),
    candidates AS (
      (SELECT j.id FROM jobs j, q, LATERAL (SELECT ${sharedKeys(sql`j.skill_keys`, sql`q.keys`)} AS n) shared
        WHERE ${isOpen} AND j.skill_keys && q.keys
        ORDER BY shared.n::float8 / cardinality(j.skill_keys) DESC, shared.n DESC, j.created_at DESC, j.id
        LIMIT ${CANDIDATES})
      UNION
      (SELECT j.id FROM jobs j, q WHERE ${isOpen} AND j.search_vector @@ q.key_query
        ORDER BY ts_rank(j.search_vector, q.key_query, 32) DESC, j.created_at DESC, j.id LIMIT ${CANDIDATES / 4})
    ),
    scored AS (
      SELECT j.id, j.title, j.company, j.industry, j.experience_level, j.skills, j.skill_keys, j.created_at,
        ${scoreColumns(sql`c.skill_keys`, jobSkillKeys, sql`ts_rank_cd(j.search_vector, q.query, 32)`, sql`c.section`, sql`c.years_of_experience`)}
      FROM candidates JOIN jobs j USING (id), c, q
      ORDER BY score DESC, skills_part DESC, j.created_at DESC, j.id
      LIMIT ${limit}
    )
    SELECT j.*, ${matchedSkills(sql`c.skills`, jobSkillKeys)} AS matched, ${missingSkills(sql`c.skill_keys`)} AS missing
    FROM scored j, c
    ORDER BY j.score DESC, j.skills_part DESC, j.created_at DESC, j.id`);
  return result.rows.map((row) => ({
    jobId: row.id,
    title: row.title,
    company: row.company,
    industry: row.industry,
    experienceLevel: row.experience_level,
    score: row.score,
    breakdown: breakdown(row),
    matchedSkills: row.matched,
    missingSkills: row.missing,
  }));
}
