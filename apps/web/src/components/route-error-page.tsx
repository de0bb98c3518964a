import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useRouteError } from 'react-router';
import { useText } from '../i18n/language-provider.tsx';
import { PageTitle } from './page-header.tsx';

/** A page's code chunk is gone when the app was updated while this tab stayed open. */
const isStaleBuild = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
    error.message,
  );

/** What a person sees instead of a crashed page: what happened, and a way on. */
export function RouteErrorPage() {
  const error = useRouteError();
  const isUpdate = isStaleBuild(error);
  const t = useText();
  const heading = t(isUpdate ? 'routeError.updated' : 'routeError.wrong');
  return (
    <Center mih="70vh" px="md">
      <PageTitle title={isUpdate ? t('routeError.updateAvailable') : heading} />
      <Stack align="center" gap="sm" ta="center" maw={480}>
        <Title order={1}>{heading}</Title>
        <Text c="dimmed">{t(isUpdate ? 'routeError.updateText' : 'routeError.errorText')}</Text>
        <Group mt="md">
          <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>
          <Button variant="default" component="a" href="/">
            {t('routeError.goHome')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
