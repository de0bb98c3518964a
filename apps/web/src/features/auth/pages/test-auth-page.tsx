import { Badge, Button, Card, Code, Group, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { showToast } from '../../../lib/toast.ts';
import {
  addTestEmailToWhitelist,
  createTestAdmin,
  createTestUser,
  testAuthStatusQuery,
} from '../api/test-auth.ts';
import { useLogOut } from '../../../lib/use-log-out.ts';

const LABELS = { email: 'Email', name: 'Name', password: 'Password' };

/**
 * One helper as a card: a field for each of `initial`'s values (a password field for the password), and the
 * button that sends them.
 */
function ActionCard<Values extends Partial<Record<keyof typeof LABELS, string>>>({
  title,
  button,
  initial,
  mutation,
}: {
  title: string;
  button: string;
  initial: Values;
  mutation: { mutate: (values: Values) => void; isPending: boolean };
}) {
  const [values, setValues] = useState(initial);
  const names = Object.keys(initial) as (keyof Values & keyof typeof LABELS)[];
  return (
    <Card>
      <Stack gap="sm">
        <Text fw={600}>{title}</Text>
        {names.map((name) => (
          <TextInput
            key={name}
            label={LABELS[name]}
            type={name === 'password' ? 'password' : undefined}
            value={values[name]}
            onChange={(event) => setValues({ ...values, [name]: event.currentTarget.value })}
          />
        ))}
        <Button onClick={() => mutation.mutate(values)} loading={mutation.isPending}>
          {button}
        </Button>
      </Stack>
    </Card>
  );
}

/** /test-auth: a developer page; the server offers its helpers only outside production. */
export function TestAuthPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const logOut = useLogOut();
  const availability = useQuery(testAuthStatusQuery);

  const toastOn = (success: string, failure: string) => ({
    onSuccess: () => showToast({ title: 'Success', message: success }),
    onError: (error: Error) =>
      showToast({ title: 'Error', message: `${failure}: ${error.message}`, isDestructive: true }),
  });
  const whitelist = useMutation({
    mutationFn: addTestEmailToWhitelist,
    ...toastOn('Email added to whitelist', 'Failed to add email to whitelist'),
  });
  const user = useMutation({
    mutationFn: createTestUser,
    ...toastOn('User created', 'Failed to create user'),
  });
  const admin = useMutation({
    mutationFn: createTestAdmin,
    ...toastOn('Admin user created', 'Failed to create admin'),
  });

  const rows: Array<[string, string]> = [
    ['Authenticated', auth.isAuthenticated ? 'yes' : 'no'],
    ['Is admin', auth.isAdmin ? 'yes' : 'no'],
    ['Session id', auth.sessionId ?? 'none'],
    ['Email', auth.user?.email ?? '—'],
    ['Name', auth.user?.name ?? '—'],
    ['Role', auth.user?.role ?? '—'],
  ];

  if (availability.isPending) return <PageSkeleton />;
  // Production has no test helpers, so the page does not exist there either.
  if (availability.error instanceof ApiError && availability.error.status === 404) return <NotFoundPage />;

  return (
    <PageContainer size="lg">
      <PageHeader
        title="Authentication test page"
        description="For developers: see the current sign-in state and create test accounts. Not available in production."
        actions={
          <Badge color="orange" variant="light">
            Developer tool
          </Badge>
        }
      />
      <Stack gap="lg">
        <Card>
          <Table>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={160}>{label}</Table.Th>
                  <Table.Td>
                    <Code style={{ wordBreak: 'break-all' }}>{value}</Code>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group mt="md">
            <Button variant="light" color="red" disabled={!auth.isAuthenticated} onClick={logOut}>
              Logout
            </Button>
          </Group>
        </Card>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <ActionCard
            title="Add test e-mail to whitelist"
            button="Add to Whitelist"
            initial={{ email: 'test.resident@example.com', name: 'Test Resident' }}
            mutation={whitelist}
          />
          <ActionCard
            title="Create user"
            button="Create User"
            initial={{ email: 'test.user@example.com', name: 'Test User' }}
            mutation={user}
          />
          <ActionCard
            title="Create admin user"
            button="Create Admin"
            initial={{ email: 'test.admin@example.com', name: 'Test Admin', password: 'test-admin-password' }}
            mutation={admin}
          />
        </SimpleGrid>
        <Group>
          <Button component={Link} to="/login" variant="default">
            Go to Login
          </Button>
          <Button component={Link} to="/admin-login" variant="default">
            Go to Admin Login
          </Button>
          <Button variant="default" onClick={() => navigate('/')}>
            Go Home
          </Button>
        </Group>
      </Stack>
    </PageContainer>
  );
}
