import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useText } from '../i18n/language-provider.tsx';
import { PageTitle } from './page-header.tsx';

export function NotFoundPage() {
  const t = useText();
  return (
    <Center mih="70vh" px="md">
      <PageTitle title={t('notFound.title')} />
      <Stack align="center" gap="sm" ta="center">
        <Text fz={72} fw={800} c="dimmed" lh={1}>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.hint')}</Text>
        <Button component={Link} to="/" mt="md">
          {t('notFound.goHome')}
        </Button>
      </Stack>
    </Center>
  );
}
