import { Card, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconBriefcase, IconFileText, IconSchool, IconSeedling } from '@tabler/icons-react';
import { useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router';
import { useCommunityStats } from '../api/get-community-stats.ts';
import classes from './stats-strip.module.css';

const STATS = [
  { key: 'totalJobs', label: 'Job Opportunities', path: '/careers', icon: IconBriefcase },
  { key: 'totalInternships', label: 'Internships', path: '/internships', icon: IconSeedling },
  { key: 'totalCourses', label: 'Learning Resources', path: '/courses', icon: IconSchool },
  { key: 'totalCvs', label: 'CV Showcase', path: '/cv-showcase', icon: IconFileText },
] as const;

/**
 * Four counts of what residents can see, each a link to its page; a missing count reads 0. The counts are shown in
 * a deferred render: a query's answer re-renders its component synchronously (TanStack Query's store), and here
 * that render only schedules the interruptible one that replaces the placeholders.
 */
export function StatsStrip() {
  const stats = useCommunityStats();
  const data = useDeferredValue(stats.data);
  const isPending = useDeferredValue(stats.isPending);
  return useMemo(
    () => (
      <SimpleGrid
        cols={{ base: 2, md: 4 }}
        spacing={{ base: 'sm', sm: 'lg' }}
        component="section"
        aria-label="Community statistics"
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
                  {value}
                </Text>
              )}
              <Text size="sm" fw={500} c="dimmed" mt={4}>
                {stat.label}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
    ),
    [data, isPending],
  );
}
