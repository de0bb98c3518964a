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
import { text, useText } from '../texts.ts';

const LABELS = {
  email: 'auth.testPage.email',
  name: 'auth.testPage.name',
  password: 'auth.testPage.password',
} as const;

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
  const t = useText();
  const [values, setValues] = useState(initial);
  const names = Object.keys(initial) as (keyof Values & keyof typeof LABELS)[];
  return (
    <Card>
      <Stack gap="sm">
        <Text fw={600}>{title}</Text>
        {names.map((name) => (
          <TextInput
            key={name}
            label={t(LABELS[name])}
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
  const t = useText();
  const auth = useAuth();
  const navigate = useNavigate();
  const logOut = useLogOut();
  const availability = useQuery(testAuthStatusQuery);

  /** Toasts worded when they show; the failure's message has the server's reason as {reason}. */
  const toastOn = (
    success: Parameters<typeof text>[0],
    failure: 'auth.testPage.whitelistFailed' | 'auth.testPage.userFailed' | 'auth.testPage.adminFailed',
  ) => ({
    onSuccess: () => showToast({ title: text('auth.testPage.success'), message: text(success) }),
    onError: (error: Error) =>
      showToast({
        title: text('auth.testPage.error'),
        message: text(failure, { reason: error.message }),
        isDestructive: true,
      }),
  });
  const whitelist = useMutation({
    mutationFn: addTestEmailToWhitelist,
    ...toastOn('auth.testPage.whitelisted', 'auth.testPage.whitelistFailed'),
  });
  const user = useMutation({
    mutationFn: createTestUser,
    ...toastOn('auth.testPage.userCreated', 'auth.testPage.userFailed'),
  });
  const admin = useMutation({
    mutationFn: createTestAdmin,
    ...toastOn('auth.testPage.adminCreated', 'auth.testPage.adminFailed'),
  });

  const yesOrNo = (isTrue: boolean) => t(isTrue ? 'auth.testPage.yes' : 'auth.testPage.no');
  const rows: Array<[string, string]> = [
    [t('auth.testPage.authenticated'), yesOrNo(auth.isAuthenticated)],
    [t('auth.testPage.isAdmin'), yesOrNo(auth.isAdmin)],
    [t('auth.testPage.sessionId'), auth.sessionId ?? t('auth.testPage.none')],
    [t('auth.testPage.email'), auth.user?.email ?? '—'],
    [t('auth.testPage.name'), auth.user?.name ?? '—'],
    [t('auth.testPage.role'), auth.user?.role ?? '—'],
  ];

  if (availability.isPending) return <PageSkeleton />;
  // Production has no test helpers, so the page does not exist there either.
  if (availability.error instanceof ApiError && availability.error.status === 404) return <NotFoundPage />;

  return (
    <PageContainer size="lg">
      <PageHeader
        title={t('auth.testPage.title')}
        description={t('auth.testPage.description')}
        actions={
          <Badge color="orange" variant="light">
            {t('auth.testPage.badge')}
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
              {t('auth.testPage.logout')}
            </Button>
          </Group>
        </Card>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <ActionCard
            title={t('auth.testPage.whitelistTitle')}
            button={t('auth.testPage.whitelistButton')}
            initial={{ email: 'test.resident@example.com', name: 'Test Resident' }}
            mutation={whitelist}
          />
          <ActionCard
            title={t('auth.testPage.userTitle')}
            button={t('auth.testPage.userButton')}
            initial={{ email: 'test.user@example.com', name: 'Test User' }}
            mutation={user}
          />
          <ActionCard
            title={t('auth.testPage.adminTitle')}
            button={t('auth.testPage.adminButton')}
            initial={{ email: 'test.admin@example.com', name: 'Test Admin', password: 'test-admin-password' }}
            mutation={admin}
          />
        </SimpleGrid>
        <Group>
          <Button component={Link} to="/login" variant="default">
            {t('auth.testPage.goToLogin')}
          </Button>
          <Button component={Link} to="/admin-login" variant="default">
            {t('auth.testPage.goToAdminLogin')}
          </Button>
          <Button variant="default" onClick={() => navigate('/')}>
            {t('auth.testPage.goHome')}
          </Button>
        </Group>
      </Stack>
    </PageContainer>
  );
}
