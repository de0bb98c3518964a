import { Box, Button, Card, Group, Pagination, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDiscount2, IconRefresh, IconSparkles } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useBenefits } from '../api/benefits.ts';
import { BenefitCard } from './benefit-card.tsx';
import { useText } from '../texts.ts';
import { CardGrid } from '../../../components/card-grid-skeleton.tsx';
import { GroupSkeleton, skeletonGroupClass } from '../../../components/skeleton-group.tsx';

/** The spec's loading placeholders: six cards. */
const PLACEHOLDERS = 6;
const PAGE_SIZE = { page: 12, homepage: 6 } as const;

function LoadingCards() {
  const t = useText();
  return (
    <Stack gap="md" aria-busy>
      <Text c="dimmed" size="sm" aria-live="polite">
        {t('benefits.loading')}
      </Text>
      <CardGrid>
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <Card key={index} className={skeletonGroupClass}>
            <Card.Section>
              <GroupSkeleton radius={0} style={{ aspectRatio: '16 / 10' }} h="auto" />
            </Card.Section>
            <GroupSkeleton h={20} w="70%" mt="md" />
            <GroupSkeleton h={14} w="40%" mt="sm" />
            <GroupSkeleton h={12} mt="lg" />
            <GroupSkeleton h={12} mt={8} />
            <GroupSkeleton h={12} w="60%" mt={8} />
          </Card>
        ))}
      </CardGrid>
    </Stack>
  );
}

function Footer() {
  const t = useText();
  return (
    <Group justify="center" gap="xs" mt="xl" c="dimmed" wrap="nowrap">
      <IconSparkles size={18} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" ta="center">
        {t('benefits.comingSoon')}
      </Text>
    </Group>
  );
}

type Props = {
  /** 'homepage' lists only benefits flagged for the home page and shows nothing at all when there are none. */
  mode: 'page' | 'homepage';
  /** Shown above the grid, e.g. the home page section's heading. */
  header?: ReactNode;
};

/** Community benefits as cards, with the spec's loading, error and empty states and the closing line. */
export function BenefitsGrid({ mode, header }: Props) {
  const t = useText();
  const [page, setPage] = useState(1);
  const pageSize = PAGE_SIZE[mode];
  const list = useBenefits({ isHomepage: mode === 'homepage', page, pageSize });

  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / pageSize));
  return (
    <Box component="section" aria-label={t('benefits.section')}>
      {header}
      {list.isPending ? (
        <LoadingCards />
      ) : list.isError ? (
        <Stack align="center" gap={0}>
          {/* The spec's words, then why, and a way to try again without reloading the page. */}
          <EmptyState
            icon={<IconAlertTriangle size={28} />}
            title={t('benefits.loadFailed')}
            text={list.error.message}
          />
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            loading={list.isRefetching}
            onClick={() => void list.refetch()}
            mt={-24}
          >
            {t('benefits.tryAgain')}
          </Button>
        </Stack>
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={<IconDiscount2 size={28} />} title={t('benefits.empty')} />
      ) : (
        <>
          <CardGrid>
            {list.data.items.map((benefit) => (
              <BenefitCard key={benefit.id} benefit={benefit} />
            ))}
          </CardGrid>
          {mode === 'page' && pages > 1 && (
            <Group justify="center" mt="xl">
              <Pagination total={pages} value={page} onChange={setPage} aria-label={t('benefits.pages')} />
            </Group>
          )}
          <Footer />
        </>
      )}
    </Box>
  );
}
