import type { BenefitList } from '@hub/contract/benefits/benefit.schema';
import { useQuery } from '@tanstack/react-query';
import { pageQuery } from '../../../lib/queries.ts';
import { benefitsKey } from './benefit-keys.ts';

export type BenefitsFilter = { isHomepage: boolean; page: number; pageSize: number };

/** Active benefits for residents; on the home page only those flagged for it. */
const benefitsQuery = ({ isHomepage, page, pageSize }: BenefitsFilter) =>
  pageQuery<BenefitList>(benefitsKey, '/benefits', {
    homepage: isHomepage ? 'true' : undefined,
    page,
    pageSize,
  });
export const useBenefits = (filter: BenefitsFilter) => useQuery(benefitsQuery(filter));
