import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAddressBook,
  IconArrowRight,
  IconBriefcase,
  IconSchool,
  IconSeedling,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-header.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { BenefitsGrid } from '../../benefits/index.ts';
import { StatsStrip } from '../components/stats-strip.tsx';
import { WhatsNew } from '../components/whats-new.tsx';
import classes from './home-page.module.css';

const FEATURES = [
  {
    title: 'Career Opportunities',
    text: 'Jobs posted by neighbours and local businesses, reviewed by the committee.',
    path: '/careers',
    icon: IconBriefcase,
  },
  {
    title: 'Internship Programs',
    text: 'Real experience for students and career changers, close to home.',
    path: '/internships',
    icon: IconSeedling,
  },
  {
    title: 'Learning & Development',
    text: 'Courses and training to grow your skills with the community.',
    path: '/courses',
    icon: IconSchool,
  },
  {
    title: 'Expert Directory',
    text: 'Find the professionals who live around you, and offer your own expertise.',
    path: '/directory',
    icon: IconAddressBook,
  },
] as const;

/**
 * The one part of the page that reads the session: the rest is not rendered again when the session check answers
 * (the page shows before it does; see RequireAuth's rendersWhileChecking).
 */
function Greeting() {
  const { user } = useAuth();
  return (
    <Badge variant="white" size="lg" radius="sm" w="fit-content">
      {user?.name ? `Welcome back, ${user.name}` : 'Welcome, neighbour'}
    </Badge>
  );
}

/** `/`: the signed-in home page. */
export function HomePage() {
  return (
    <>
      <PageTitle />
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 56, sm: 96 }} px={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg" maw={720}>
            <Greeting />
            <Title order={1} fz={{ base: 36, sm: 56 }} lh={1.05} c="white">
              Community Hub
            </Title>
            <Text fz={{ base: 'lg', sm: 24 }} fw={500} c="white">
              Where Growth Begins, From Within.
            </Text>
            <Text c="white" opacity={0.85} maw={560}>
              Jobs and internships from the people next door, a directory of local expertise, learning and the
              everyday life of our compound, in one place.
            </Text>
            <Group>
              <Button
                component={Link}
                to="/careers"
                size="md"
                variant="white"
                rightSection={<IconArrowRight size={18} />}
              >
                Find a Job
              </Button>
              <Button component={Link} to="/cv-upload" size="md" variant="outline" color="white">
                Share Your CV
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      {/* Below the fold. No Suspense boundaries here (nothing suspends): React hydrates a boundary in a pass of its
          own after the rest, and a context change that reaches it before then (the session check's answer) makes
          React hydrate it synchronously, in one long task. Without them the whole page is hydrated in the
          interruptible render that hydrateRoot starts (main.tsx). */}
      <Container size="lg" px={{ base: 'md', sm: 'xl' }} py={{ base: 'xl', sm: 64 }}>
        <WhatsNew />
        <Stack gap="xs" mb="xl" mt={64}>
          <Title order={2}>Everything the community offers</Title>
          <Text c="dimmed">Four ways to grow, all from within the compound.</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {FEATURES.map((feature) => (
            // The title is the link (named by it alone, as it reads); its ::after stretches over the card, so the
            // whole card still takes the click.
            <Card key={feature.path} className={classes.featureCard}>
              <ThemeIcon size={48} radius="md" variant="light" mb="md" aria-hidden>
                <feature.icon size={26} stroke={1.6} />
              </ThemeIcon>
              <Text component={Link} to={feature.path} fw={700} size="lg" className={classes.featureLink}>
                {feature.title}
              </Text>
              <Text c="dimmed" size="sm" mt={6}>
                {feature.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>

        <Stack gap="xs" mt={64} mb="lg">
          <Title order={2}>The community at a glance</Title>
          <Text c="dimmed">What is open to you right now.</Text>
        </Stack>
        <StatsStrip />

        <BenefitsGrid
          mode="homepage"
          header={
            <Group justify="space-between" align="flex-end" gap="md" mt={64} mb="lg">
              <Stack gap="xs">
                <Title order={2}>Community Benefits</Title>
                <Text c="dimmed">Exclusive offers from local businesses, for residents only.</Text>
              </Stack>
              <Button
                component={Link}
                to="/community-benefits"
                variant="light"
                rightSection={<IconArrowRight size={16} />}
              >
                View all benefits
              </Button>
            </Group>
          }
        />

        <Card mt={64} p={{ base: 'xl', sm: 48 }} className={classes.cta}>
          <Stack align="center" ta="center" gap="md">
            <Title order={2}>Ready to Begin Your Journey?</Title>
            <Text c="dimmed" maw={560}>
              Add yourself to the professional directory so neighbours can find your expertise.
            </Text>
            <Button component={Link} to="/directory" size="md">
              Join Professional Community
            </Button>
          </Stack>
        </Card>
      </Container>
    </>
  );
}
