import { Card, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconBriefcase, IconFileText, IconSchool, IconSeedling } from '@tabler/icons-react';
import { useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router';
import type { MessageId } from '../../../i18n/i18n.ts';
import { useText } from '../../../i18n/language-provider.tsx';
import { useCommunityStats } from '../api/get-community-stats.ts';
import { formatNumber } from '../../../i18n/format.ts';
import classes from './stats-strip.module.css';

const STATS = [
  { key: 'totalJobs', labelId: 'home.statJobs', path: '/careers', icon: IconBriefcase },
  { key: 'totalInternships', labelId: 'nav.internships', path: '/internships', icon: IconSeedling },
  { key: 'totalCourses', labelId: 'home.statLearning', path: '/courses', icon: IconSchool },
  { key: 'totalCvs', labelId: 'nav.cvShowcase', path: '/cv-showcase', icon: IconFileText },
] as const satisfies readonly { key: string; labelId: MessageId; path: string; icon: unknown }[];

/**
 * Four counts of what residents can see, each a link to its page; a missing count reads 0. The counts are shown in
 * a deferred render: a query's answer re-renders its component synchronously (TanStack Query's store), and here
 * that render only schedules the interruptible one that replaces the placeholders.
 */
export function StatsStrip() {
  const stats = useCommunityStats();
  const data = useDeferredValue(stats.data);
  const isPending = useDeferredValue(stats.isPending);
  const t = useText();
  return useMemo(
    () => (
      <SimpleGrid
        cols={{ base: 2, md: 4 }}
        spacing={{ base: 'sm', sm: 'lg' }}
        component="section"
        aria-label={t('home.statistics')}
      >
        {STATS.map((stat) => {
          const value = data?.[stat.key] ?? 0;
          return (
            <Card key={stat.key} component={Link} to={stat.path} className={classes.stat} padding="lg">
              <ThemeIcon variant="light" size={40} radius="md" mb="sm" aria-hidden>
                <stat.icon size={22} stroke={1.6} />
              </ThemeIcon>
              {isPending ? (
                <Skeleton h={36} w={56} my={2} />
              ) : (
                <Text fz={{ base: 28, sm: 36 }} fw={800} lh={1.1} c="var(--hub-accent-text)">
                  {formatNumber(value)}
                </Text>
              )}
              <Text size="sm" fw={500} c="dimmed" mt={4}>
                {t(stat.labelId)}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
    ),
    [data, isPending, t],
  );
}
