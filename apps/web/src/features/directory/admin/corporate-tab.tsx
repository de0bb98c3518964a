import { type AdminProfile, createCorporateProfileSchema } from '@hub/contract/directory/profile.schema';
import {
  ActionIcon,
  Badge,
  Grid,
  Group,
  Pagination,
  Paper,
  Progress,
  ScrollArea,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconFileDescription, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { BusyButton } from '../../../components/busy-button.tsx';
import { confirm } from '../../../components/confirm.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FileField } from '../../../components/file-field.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { fieldErrors, showServerFieldErrors } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  ADMIN_PROFILES_PAGE_SIZE,
  useAdminProfiles,
  useCreateCorporateProfile,
  useDeleteProfile,
  useSetProfileVisibility,
} from '../api/admin-profiles.ts';
import {
  CorporateFormFields,
  type CorporateValues,
  discardPortfolio,
  emptyCorporate,
  PORTFOLIO_ACCEPT,
  PORTFOLIO_MAX_MB,
  rejectPortfolio,
  toCorporatePayload,
  uploadPortfolio,
} from './corporate-form-fields.tsx';
import { EditCorporateDialog } from './edit-corporate-dialog.tsx';

/** Create: the portfolio is uploaded first (with progress), then the profile is saved with its storageId. */
function CreateCorporateForm() {
  const create = useCreateCorporateProfile();
  const [portfolio, setPortfolio] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<CorporateValues>({
    initialValues: emptyCorporate,
    validate: fieldErrors(createCorporateProfileSchema),
  });

  const submit = form.onSubmit(async (values) => {
    let portfolioStorageId: string | null = null;
    if (portfolio) {
      setProgress(0);
      portfolioStorageId = await uploadPortfolio(portfolio, setProgress);
      setProgress(null);
      if (!portfolioStorageId) return;
    }
    create.mutate(
      { ...toCorporatePayload(values), portfolioStorageId },
      {
        onSuccess: () => {
          showToast({ title: 'Success', message: 'Corporate profile created successfully!' });
          form.reset();
          setPortfolio(null);
        },
        onError: (error) => {
          discardPortfolio(portfolioStorageId);
          showServerFieldErrors(form, error);
          showToast({
            title: 'Error',
            message: `Failed to create corporate profile. ${error.message}`,
            isDestructive: true,
          });
        },
      },
    );
  });

  const isBusy = create.isPending || progress !== null;

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate aria-label="Create Corporate Profile">
        <Stack gap="md">
          <div>
            <Title order={3} fz="lg">
              Create Corporate Profile
            </Title>
            <Text c="dimmed" size="sm">
              Listed under Corporate in the directory at once. The member whose e-mail is the contact may edit
              it.
            </Text>
          </div>
          <CorporateFormFields form={form} isCreating />
          <FileField
            label="Portfolio"
            accept={PORTFOLIO_ACCEPT}
            maxMegabytes={PORTFOLIO_MAX_MB}
            value={portfolio}
            onChange={setPortfolio}
            onReject={rejectPortfolio}
            description={`Optional · ${PORTFOLIO_ACCEPT.join(', ')} · under ${PORTFOLIO_MAX_MB}MB`}
          />
          {progress !== null && <Progress value={progress} animated aria-label="Upload progress" />}
          <Group justify="flex-end">
            <BusyButton
              type="submit"
              isBusy={isBusy}
              busyLabel={progress !== null ? 'Uploading...' : 'Creating...'}
              leftSection={<IconPlus size={16} />}
            >
              Create Profile
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function CorporateRow({
  profile,
  onEdit,
}: {
  profile: AdminProfile;
  onEdit: (profile: AdminProfile) => void;
}) {
  const setVisibility = useSetProfileVisibility();
  const remove = useDeleteProfile();

  const toggle = (isVisible: boolean) =>
    setVisibility.mutate(
      { id: profile.id, isVisible },
      {
        onSuccess: () =>
          showToast({
            title: 'Success',
            message: isVisible
              ? `${profile.name} is now visible in the directory.`
              : `${profile.name} is now hidden from the directory.`,
          }),
        onError: (error) =>
          showToast({
            title: 'Error',
            message: `Failed to toggle corporate profile visibility. ${error.message}`,
            isDestructive: true,
          }),
      },
    );

  const deleteProfile = async () => {
    const isConfirmed = await confirm({
      title: 'Delete corporate profile',
      message: `Delete ${profile.name}'s profile? Its portfolio file is deleted too. This cannot be undone.`,
      confirmLabel: 'Delete',
    });
    if (!isConfirmed) return;
    remove.mutate(profile.id, {
      onSuccess: () => showToast({ title: 'Success', message: 'Corporate profile deleted successfully!' }),
      onError: (error) =>
        showToast({
          title: 'Error',
          message: `Failed to delete corporate profile. ${error.message}`,
          isDestructive: true,
        }),
    });
  };

  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={profile.name}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} truncate>
              {profile.name}
            </Text>
            {!profile.isVisible && (
              <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                Hidden
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {[profile.company, profile.title].filter(Boolean).join(' · ')}
          </Text>
          <Group gap={6}>
            {profile.contact && (
              <Text size="xs" c="dimmed" truncate>
                {profile.contact}
              </Text>
            )}
            {profile.industry && (
              <Badge variant="outline" size="sm" tt="none" fw={500}>
                {profile.industry}
              </Badge>
            )}
            {profile.fileName && (
              <Badge
                variant="light"
                size="sm"
                tt="none"
                fw={500}
                leftSection={<IconFileDescription size={12} />}
              >
                Portfolio
              </Badge>
            )}
          </Group>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Switch
            label="Visible"
            aria-label={`Visible in directory: ${profile.name}`}
            checked={profile.isVisible}
            disabled={setVisibility.isPending}
            onChange={(event) => toggle(event.currentTarget.checked)}
          />
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" aria-label={`Edit ${profile.name}`} onClick={() => onEdit(profile)}>
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${profile.name}`}
              disabled={remove.isPending}
              onClick={deleteProfile}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

/** Corporate: a create form and the manage list, with edit, a visibility toggle and delete. */
export function CorporateTab() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminProfile | null>(null);
  const list = useAdminProfiles('corporate', debouncedSearch, page);

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PROFILES_PAGE_SIZE));

  return (
    <>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <CreateCorporateForm />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="md">
            <div>
              <Title order={2} fz="xl">
                Corporate Profiles ({total})
              </Title>
              <Text c="dimmed" size="sm">
                Hidden profiles stay here but are not shown in the directory.
              </Text>
            </div>
            <TextInput
              label="Search corporate profiles"
              placeholder="Name, title, company or skills"
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
            />
            {list.isPending ? (
              <TableSkeleton rows={4} />
            ) : list.isError ? (
              <Text c="red">Could not load corporate profiles: {list.error.message}</Text>
            ) : list.data.items.length === 0 ? (
              <EmptyState
                title={debouncedSearch ? 'No matching corporate profiles' : 'No corporate profiles yet'}
                text={
                  debouncedSearch
                    ? 'Try another search.'
                    : 'Create the first corporate partner with the form.'
                }
              />
            ) : (
              <ScrollArea.Autosize mah={384} type="auto" offsetScrollbars>
                <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                  {list.data.items.map((profile) => (
                    <CorporateRow key={profile.id} profile={profile} onEdit={setEditing} />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            )}
            {pages > 1 && (
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                aria-label="Corporate profile pages"
              />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <EditCorporateDialog profile={editing} onClose={() => setEditing(null)} />
    </>
  );
}
