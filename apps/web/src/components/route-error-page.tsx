import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useRouteError } from 'react-router';
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
  const heading = isUpdate ? 'Community Hub was updated' : 'Something went wrong';
  return (
    <Center mih="70vh" px="md">
      <PageTitle title={isUpdate ? 'Update available' : heading} />
      <Stack align="center" gap="sm" ta="center" maw={480}>
        <Title order={1}>{heading}</Title>
        <Text c="dimmed">
          {isUpdate
            ? 'A newer version is available. Reload the page to continue where you were.'
            : 'This page could not be shown. Reloading usually helps; if it keeps happening, please tell the community administrator.'}
        </Text>
        <Group mt="md">
          <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button variant="default" component="a" href="/">
            Go Home
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
