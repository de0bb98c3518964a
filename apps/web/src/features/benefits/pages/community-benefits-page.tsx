import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { BenefitsGrid } from '../components/benefits-grid.tsx';
import { useText } from '../texts.ts';

/** /community-benefits: every active discount offer for residents. */
export function CommunityBenefitsPage() {
  const t = useText();
  return (
    <PageContainer>
      <PageHeader title={t('benefits.pageTitle')} description={t('benefits.pageDescription')} />
      <BenefitsGrid mode="page" />
    </PageContainer>
  );
}
