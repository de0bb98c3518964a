import type { PendingCounts } from '@hub/contract/live/live-event.schema';
import {
  Badge,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Tabs,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { IconBriefcase, IconMailOpened, IconSchool, IconUsers } from '@tabler/icons-react';
import { Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatNumber } from '../../../i18n/format.ts';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { lazyWithRetry } from '../../../lib/lazy-with-retry.ts';
import { useIsWideScreen } from '../../../lib/screen.ts';
import { useAdminStats } from '../api/get-admin-stats.ts';
import { usePendingCounts } from '../api/get-pending-counts.ts';
import { AdminPageLinks } from '../components/admin-page-links.tsx';
import { PlaceholderTab } from '../components/placeholder-tab.tsx';
import { SignInModeNotice } from '../components/sign-in-mode-notice.tsx';
import { ADMIN_TABS } from '../tabs.ts';
import { useText } from '../texts.ts';
import classes from './admin-dashboard-page.module.css';

function StatCards() {
  const t = useText();
  const stats = useAdminStats();
  const cards = [
    {
      key: 'whitelisted',
      label: t('admin.stats.whitelistedUsers'),
      value: stats.data?.whitelistedUsers,
      icon: IconUsers,
    },
    { key: 'jobs', label: t('admin.stats.jobsPosted'), value: stats.data?.jobsPosted, icon: IconBriefcase },
    {
      key: 'internships',
      label: t('admin.stats.internships'),
      value: stats.data?.internships,
      icon: IconSchool,
    },
    {
      key: 'access-requests',
      label: t('admin.stats.accessRequests'),
      value: stats.data?.pendingAccessRequests,
      icon: IconMailOpened,
      hint: t('admin.pending'),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }} mb="xl">
      {cards.map((card) => (
        <Card key={card.key} padding="md" aria-label={card.label}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text size="sm" c="dimmed" fw={500}>
                {card.label}
              </Text>
              {stats.isPending ? (
                <Skeleton h={32} w={48} mt={6} />
              ) : (
                <Text fz={30} fw={800} lh={1.3}>
                  {card.value === undefined ? '—' : formatNumber(card.value)}
                </Text>
              )}
              {card.hint && (
                <Text size="xs" c="dimmed">
                  {card.hint}
                </Text>
              )}
            </div>
            <ThemeIcon variant="light" size={40} radius="md" visibleFrom="xs">
              <card.icon size={22} />
            </ThemeIcon>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The queue reads and decides through the Jobs, Internships and Access Requests tabs' own code: its own chunk. */
const NeedsReview = lazyWithRetry(
  () => import('../components/needs-review.tsx'),
  (m) => m.NeedsReview,
);

/** Tabs whose badge counts items waiting for a decision. */
const PENDING_OF_TAB: Record<string, keyof PendingCounts> = {
  jobs: 'jobs',
  internships: 'internships',
  'access-requests': 'accessRequests',
};

/**
 * /admin: the Needs review queue first, then four stat cards and fifteen tabs (a strip that scrolls sideways on
 * phones); the open tab is kept in the URL (?tab=).
 */
export function AdminDashboardPage() {
  const t = useText();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = ADMIN_TABS.some((tab) => tab.key === requested) ? (requested as string) : 'jobs';
  const pending = usePendingCounts();
  const isWide = useIsWideScreen();
  const pendingOf = (key: string) => {
    const field = PENDING_OF_TAB[key];
    return field ? (pending.data?.[field] ?? 0) : 0;
  };
  // The open tab is brought into view in the phone's sideways strip (opened from a link to ?tab=backup, say).
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = tabList.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    // Sideways only: the page itself stays where it is.
    if (list && tab) list.scrollLeft = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
  }, [active]);

  return (
    <PageContainer>
      <PageHeader
        title={t('admin.title')}
        description={t('admin.description')}
        actions={<AdminPageLinks />}
      />
      <SignInModeNotice />
      <Suspense fallback={<TableSkeleton rows={2} />}>
        <NeedsReview />
      </Suspense>
      <StatCards />
      <Tabs
        value={active}
        onChange={(key) => setParams(key && key !== 'jobs' ? { tab: key } : {}, { replace: false })}
        keepMounted={false}
        variant="pills"
        classNames={{ list: classes.tabList, tab: classes.tab }}
      >
        <Tabs.List mb="lg" ref={tabList}>
          {ADMIN_TABS.map((tab) => (
            <Tabs.Tab
              key={tab.key}
              value={tab.key}
              rightSection={
                // The accessible name still starts with the tab's label: 'Jobs 3 pending'.
                pendingOf(tab.key) > 0 ? (
                  <Badge size="sm" circle={pendingOf(tab.key) < 10}>
                    {formatNumber(pendingOf(tab.key))}
                    <VisuallyHidden> {t('admin.pending')}</VisuallyHidden>
                  </Badge>
                ) : null
              }
            >
              {t(tab.labelId)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ADMIN_TABS.map((tab) => (
          <Tabs.Panel key={tab.key} value={tab.key}>
            <Card padding={isWide ? 'lg' : 'sm'}>
              {tab.panel ? (
                <Suspense fallback={<TableSkeleton />}>
                  <tab.panel />
                </Suspense>
              ) : (
                <PlaceholderTab name={t(tab.labelId)} />
              )}
            </Card>
          </Tabs.Panel>
        ))}
      </Tabs>
    </PageContainer>
  );
}
