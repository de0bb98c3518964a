import type { BenefitList } from '@hub/contract/benefits/benefit.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';

export const benefitsKey = ['benefits'] as const;
/** The dashboard's benefits, inactive ones included. */
export const adminBenefitsKey = ['admin', 'benefits'] as const;

export type BenefitsFilter = { isHomepage: boolean; page: number; pageSize: number };

/** Active benefits for residents; on the home page only those flagged for it. */
export const benefitsQuery = ({ isHomepage, page, pageSize }: BenefitsFilter) =>
  queryOptions({
    queryKey: [...benefitsKey, { isHomepage, page, pageSize }],
    queryFn: () =>
      api.get<BenefitList>(
        `/benefits${toQuery({ homepage: isHomepage ? 'true' : undefined, page, pageSize })}`,
      ),
    placeholderData: keepPreviousData,
  });
export const useBenefits = (filter: BenefitsFilter) => useQuery(benefitsQuery(filter));
