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
import { useText } from '../../../i18n/language-provider.tsx';
import type { MessageId } from '../../../i18n/i18n.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { BenefitsGrid } from '../../benefits/index.ts';
import { StatsStrip } from '../components/stats-strip.tsx';
import { WhatsNew } from '../components/whats-new.tsx';
import direction from '../../../i18n/direction.module.css';
import classes from './home-page.module.css';

const FEATURES = [
  { titleId: 'home.careersTitle', textId: 'home.careersText', path: '/careers', icon: IconBriefcase },
  {
    titleId: 'home.internshipsTitle',
    textId: 'home.internshipsText',
    path: '/internships',
    icon: IconSeedling,
  },
  { titleId: 'home.learningTitle', textId: 'home.learningText', path: '/courses', icon: IconSchool },
  { titleId: 'home.directoryTitle', textId: 'home.directoryText', path: '/directory', icon: IconAddressBook },
] as const satisfies readonly { titleId: MessageId; textId: MessageId; path: string; icon: unknown }[];

/**
 * The one part of the page that reads the session: the rest is not rendered again when the session check answers
 * (the page shows before it does; see RequireAuth's rendersWhileChecking).
 */
function Greeting() {
  const { user } = useAuth();
  const t = useText();
  return (
    <Badge variant="white" size="lg" radius="sm" w="fit-content">
      {user?.name ? t('home.welcomeBack', { name: user.name }) : t('home.welcomeNeighbour')}
    </Badge>
  );
}

/** `/`: the signed-in home page. */
export function HomePage() {
  const t = useText();
  return (
    <>
      <PageTitle />
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 56, sm: 96 }} px={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg" maw={720}>
            <Greeting />
            <Title order={1} fz={{ base: 36, sm: 56 }} lh={1.05} c="white">
              {t('layout.brand')}
            </Title>
            <Text fz={{ base: 'lg', sm: 24 }} fw={500} c="white">
              {t('auth.tagline')}
            </Text>
            <Text c="white" opacity={0.85} maw={560}>
              {t('home.intro')}
            </Text>
            <Group>
              <Button
                component={Link}
                to="/careers"
                size="md"
                variant="white"
                rightSection={<IconArrowRight size={18} className={direction.pointing} />}
              >
                {t('home.findJob')}
              </Button>
              <Button component={Link} to="/cv-upload" size="md" variant="outline" color="white">
                {t('home.shareCv')}
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
          <Title order={2}>{t('home.offersTitle')}</Title>
          <Text c="dimmed">{t('home.offersText')}</Text>
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
                {t(feature.titleId)}
              </Text>
              <Text c="dimmed" size="sm" mt={6}>
                {t(feature.textId)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>

        <Stack gap="xs" mt={64} mb="lg">
          <Title order={2}>{t('home.glanceTitle')}</Title>
          <Text c="dimmed">{t('home.glanceText')}</Text>
        </Stack>
        <StatsStrip />

        <BenefitsGrid
          mode="homepage"
          header={
            <Group justify="space-between" align="flex-end" gap="md" mt={64} mb="lg">
              <Stack gap="xs">
                <Title order={2}>{t('nav.communityBenefits')}</Title>
                <Text c="dimmed">{t('home.benefitsText')}</Text>
              </Stack>
              <Button
                component={Link}
                to="/community-benefits"
                variant="light"
                rightSection={<IconArrowRight size={16} className={direction.pointing} />}
              >
                {t('home.allBenefits')}
              </Button>
            </Group>
          }
        />

        <Card mt={64} p={{ base: 'xl', sm: 48 }} className={classes.cta}>
          <Stack align="center" ta="center" gap="md">
            <Title order={2}>{t('home.ctaTitle')}</Title>
            <Text c="dimmed" maw={560}>
              {t('home.ctaText')}
            </Text>
            <Button component={Link} to="/directory" size="md">
              {t('home.ctaButton')}
            </Button>
          </Stack>
        </Card>
      </Container>
    </>
  );
}
