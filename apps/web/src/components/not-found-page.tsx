import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from './page-header.tsx';

export function NotFoundPage() {
  return (
    <Center mih="70vh" px="md">
      <PageTitle title="Page Not Found" />
      <Stack align="center" gap="sm" ta="center">
        <Text fz={72} fw={800} c="dimmed" lh={1}>
          404
        </Text>
        <Title order={1}>Page Not Found</Title>
        <Text c="dimmed">Did you forget to add the page to the router?</Text>
        <Button component={Link} to="/" mt="md">
          Go Home
        </Button>
      </Stack>
    </Center>
  );
}
