/**
 * Searches nobody made before (issue 30): each a word and a job's number, as a resident types a skill and a
 * reference copied from a notice, every one different so that none is answered from the response cache. What the
 * benchmarks send as "a different search every request" besides the older `engineer N`.
 *
 * The numbers run over the upper nine tenths of the jobs' (from a tenth of the row count up, so that a number's
 * prefix names that job alone at any size, decision 051), so about one in ten names a job still pending. The word
 * is common (in every description), a job's kind (one title in eight) or rare (one description in 4,000): most
 * pairs find nothing and go through the typo pass.
 */
import { RARE_WORDS } from './bench-seed.ts';

/** Words that stand in every description of the seed. */
const COMMON_WORDS = ['team', 'growth', 'motivated', 'opportunities'];
/** A word of each of the seed's job titles, in the order of its `i % 8`: each stands in one job of eight. */
const KIND_WORDS = ['engineer', 'accountant', 'sales', 'nurse', 'teacher', 'designer', 'analyst', 'officer'];

/** A small, seeded pseudo-random generator (mulberry32): the same mix on every run. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(values: readonly T[], random: () => number) =>
  values[Math.floor(random() * values.length)] as T;

/** A job's number in the seed (its title's and description's `i`) is approved unless a multiple of ten. */
const isApprovedJob = (number: number) => number % 10 !== 0;

/** The search's path on the residents' jobs list. */
const jobsPath = (word: string, number: number) => `/api/jobs?search=${word}%20${number}`;

/**
 * The mix: three searches in ten a common word, two a kind of job, five a rare word, each with a number drawn over
 * the jobs (a stride through them, so no pair repeats before every number has been used).
 */
export function searchMix(rows: number, seed = 30) {
  const first = Math.ceil(rows / 10);
  const span = rows - first;
  // A stride with no factor in common with the span visits every number once before repeating.
  let stride = Math.floor(span * 0.618_033_99) | 1;
  while (gcd(stride, span) !== 1) stride += 2;
  const random = randomFrom(seed);
  let step = 0;
  return () => {
    const number = first + ((step++ * stride) % span);
    const draw = random();
    const words = draw < 0.3 ? COMMON_WORDS : draw < 0.5 ? KIND_WORDS : RARE_WORDS;
    return jobsPath(pick(words, random), number);
  };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The classes of search the one-at-a-time benchmark times apart. */
export const SEARCH_CLASSES = ['common', 'kind', 'rare', 'nothing'] as const;
export type SearchClass = (typeof SEARCH_CLASSES)[number];

/**
 * One class of the mix alone, each request different: `common` a common word and an approved job's number (finds
 * that job), `kind` a job's kind and the number of a job of that kind (finds it), `rare` a rare word and any
 * number (a short posting list; finds nothing unless the number is one of the few that hold it), `nothing` a pair
 * that finds nothing (a common word and a pending job's number, a kind and another kind's job, a rare word and a
 * job without it), each going through the typo pass.
 */
export function searchesOfClass(kind: SearchClass, rows: number, seed = 30) {
  const first = Math.ceil(rows / 10);
  const random = randomFrom(seed);
  const numberFrom = (accept: (number: number) => boolean) => {
    for (;;) {
      const number = first + Math.floor(random() * (rows - first));
      if (accept(number)) return number;
    }
  };
  const nothing = (): string => {
    const draw = random();
    if (draw < 0.34)
      return jobsPath(
        pick(COMMON_WORDS, random),
        numberFrom((n) => !isApprovedJob(n)),
      );
    if (draw < 0.67)
      return jobsPath(
        pick(RARE_WORDS, random),
        numberFrom((n) => n % 500 !== 3),
      );
    const number = numberFrom(isApprovedJob);
    return jobsPath(pick(otherKinds(number), random), number);
  };
  const draw: Record<SearchClass, () => string> = {
    common: () => jobsPath(pick(COMMON_WORDS, random), numberFrom(isApprovedJob)),
    kind: () => {
      const number = numberFrom(isApprovedJob);
      return jobsPath(KIND_WORDS[number % 8] as string, number);
    },
    rare: () =>
      jobsPath(
        pick(RARE_WORDS, random),
        numberFrom(() => true),
      ),
    nothing,
  };
  const used = new Set<string>();
  return () => {
    // Every request different: the draws have room for thousands at the sizes benchmarked.
    for (;;) {
      const path = draw[kind]();
      if (!used.has(path)) {
        used.add(path);
        return path;
      }
    }
  };
}

/** The kinds of job that job `number` is not. */
const otherKinds = (number: number) => KIND_WORDS.filter((_, index) => index !== number % 8);
