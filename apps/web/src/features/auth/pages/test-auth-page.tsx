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
import { useLogOut } from '../use-log-out.ts';

function ActionCard(props: {
  title: string;
  fields: Array<{ label: string; value: string; onChange: (value: string) => void; type?: string }>;
  button: string;
  isBusy: boolean;
  onRun: () => void;
}) {
  return (
    <Card>
      <Stack gap="sm">
        <Text fw={600}>{props.title}</Text>
        {props.fields.map((field) => (
          <TextInput
            key={field.label}
            label={field.label}
            type={field.type}
            value={field.value}
            onChange={(event) => field.onChange(event.currentTarget.value)}
          />
        ))}
        <Button onClick={props.onRun} loading={props.isBusy}>
          {props.button}
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
  const [whitelistEmail, setWhitelistEmail] = useState('test.resident@example.com');
  const [whitelistName, setWhitelistName] = useState('Test Resident');
  const [userEmail, setUserEmail] = useState('test.user@example.com');
  const [userName, setUserName] = useState('Test User');
  const [adminEmail, setAdminEmail] = useState('test.admin@example.com');
  const [adminName, setAdminName] = useState('Test Admin');
  const [adminPassword, setAdminPassword] = useState('test-admin-password');

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
            fields={[
              { label: 'Email', value: whitelistEmail, onChange: setWhitelistEmail },
              { label: 'Name', value: whitelistName, onChange: setWhitelistName },
            ]}
            button="Add to Whitelist"
            isBusy={whitelist.isPending}
            onRun={() => whitelist.mutate({ email: whitelistEmail, name: whitelistName })}
          />
          <ActionCard
            title="Create user"
            fields={[
              { label: 'Email', value: userEmail, onChange: setUserEmail },
              { label: 'Name', value: userName, onChange: setUserName },
            ]}
            button="Create User"
            isBusy={user.isPending}
            onRun={() => user.mutate({ email: userEmail, name: userName })}
          />
          <ActionCard
            title="Create admin user"
            fields={[
              { label: 'Email', value: adminEmail, onChange: setAdminEmail },
              { label: 'Name', value: adminName, onChange: setAdminName },
              { label: 'Password', value: adminPassword, onChange: setAdminPassword, type: 'password' },
            ]}
            button="Create Admin"
            isBusy={admin.isPending}
            onRun={() => admin.mutate({ email: adminEmail, name: adminName, password: adminPassword })}
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
