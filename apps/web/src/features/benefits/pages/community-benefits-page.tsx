import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { BenefitsGrid } from '../components/benefits-grid.tsx';

/** /community-benefits: every active discount offer for residents. */
export function CommunityBenefitsPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Community Benefits"
        description="Exclusive discounts from local businesses, for residents of the compound."
      />
      <BenefitsGrid mode="page" />
    </PageContainer>
  );
}
