import { Box, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlant2, type TablerIcon } from '@tabler/icons-react';
import { BusyButton } from '../../../components/busy-button.tsx';
import type { FormEvent, ReactNode } from 'react';
import { useText } from '../../../i18n/language-provider.tsx';
import classes from './auth-frame.module.css';

/** The signed-out pages' frame: the product's promise beside a focused form card. */
export function AuthFrame({ children }: { children: ReactNode }) {
  const t = useText();
  return (
    <Box className={classes.frame}>
      <Box className={classes.story} visibleFrom="md">
        <Stack gap="lg" maw={440}>
          <IconPlant2 size={48} stroke={1.5} />
          <Title order={2} fz={40} lh={1.1}>
            {t('layout.brand')}
          </Title>
          <Text fz="xl" fw={500}>
            {t('auth.tagline')}
          </Text>
          <Text opacity={0.85}>{t('auth.story')}</Text>
        </Stack>
      </Box>
      <Center className={classes.formSide}>
        <Paper withBorder shadow="md" p={{ base: 'lg', sm: 40 }} w="100%" maw={460}>
          {children}
        </Paper>
      </Center>
    </Box>
  );
}

/** A signed-out page's heading and the line under it; the admin pages put their icon above. */
export function AuthHeading({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon?: TablerIcon;
  children: ReactNode;
}) {
  const heading = (
    <Title order={1} fz={28}>
      {title}
    </Title>
  );
  if (!Icon)
    return (
      <div>
        {heading}
        <Text c="dimmed" mt={4}>
          {children}
        </Text>
      </div>
    );
  return (
    <Stack gap={6} align="flex-start">
      <ThemeIcon size={44} radius="md" variant="light">
        <Icon size={24} />
      </ThemeIcon>
      {heading}
      <Text c="dimmed">{children}</Text>
    </Stack>
  );
}

/** A signed-out page's form: its fields, then one large submit button that cannot be pressed twice. */
export function AuthForm({
  onSubmit,
  submitLabel,
  busyLabel,
  isBusy,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  busyLabel: string;
  isBusy: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {children}
        <BusyButton type="submit" size="md" isBusy={isBusy} busyLabel={busyLabel}>
          {submitLabel}
        </BusyButton>
      </Stack>
    </form>
  );
}
