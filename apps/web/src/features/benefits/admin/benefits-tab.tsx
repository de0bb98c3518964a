import type { AdminBenefit } from '@hub/contract/benefits/benefit.schema';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Pagination,
  Paper,
  Stack,
  Switch,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconDiscount2,
  IconEdit,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { confirm } from '../../../components/confirm.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useFileUrl } from '../../../lib/use-file-url.ts';
import {
  ADMIN_BENEFITS_PAGE_SIZE,
  useAdminBenefits,
  useDeleteBenefit,
  useToggleBenefit,
} from '../api/admin-benefits.ts';
import { BenefitDialog } from './benefit-dialog.tsx';

function Thumbnail({ benefit }: { benefit: AdminBenefit }) {
  const { url } = useFileUrl(benefit.imageStorageIds[0]);
  return url ? (
    <Box
      component="img"
      src={url}
      alt=""
      w={56}
      h={56}
      style={{ objectFit: 'cover', borderRadius: 'var(--mantine-radius-md)', flexShrink: 0 }}
    />
  ) : (
    <ThemeIcon size={56} radius="md" variant="light" color="gray" style={{ flexShrink: 0 }}>
      <IconDiscount2 size={26} />
    </ThemeIcon>
  );
}

function BenefitRow({ benefit, onEdit }: { benefit: AdminBenefit; onEdit: (benefit: AdminBenefit) => void }) {
  const toggle = useToggleBenefit();
  const remove = useDeleteBenefit();
  const isBusy = toggle.isPending || remove.isPending;

  const toggleActive = () =>
    toggle.mutate(
      { id: benefit.id, toggle: { isActive: !benefit.isActive } },
      {
        onSuccess: () =>
          showToast({
            title: 'Success',
            message: benefit.isActive
              ? 'Benefit deactivated successfully!'
              : 'Benefit activated successfully!',
          }),
        onError: (error) =>
          showToast({
            title: 'Error',
            message: `Failed to toggle benefit. ${error.message}`,
            isDestructive: true,
          }),
      },
    );

  const toggleHomepage = (showOnHomepage: boolean) =>
    toggle.mutate(
      { id: benefit.id, toggle: { showOnHomepage } },
      {
        onSuccess: () =>
          showToast({
            title: 'Success',
            message: showOnHomepage ? 'Benefit added to the homepage.' : 'Benefit removed from the homepage.',
          }),
        onError: (error) =>
          showToast({
            title: 'Error',
            message: `Failed to toggle homepage setting. ${error.message}`,
            isDestructive: true,
          }),
      },
    );

  const deleteBenefit = async () => {
    const isConfirmed = await confirm({
      title: 'Delete benefit',
      message: `Delete "${benefit.title}"? Its images are deleted too. This cannot be undone.`,
      confirmLabel: 'Delete',
    });
    if (!isConfirmed) return;
    remove.mutate(benefit.id, {
      onSuccess: () => showToast({ title: 'Success', message: 'Benefit deleted successfully!' }),
      onError: (error) =>
        showToast({
          title: 'Error',
          message: `Failed to delete benefit. ${error.message}`,
          isDestructive: true,
        }),
    });
  };

  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={benefit.title}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Thumbnail benefit={benefit} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} truncate maw="100%">
                {benefit.title}
              </Text>
              <Badge variant="filled" color="red.9">
                {benefit.discountPercentage}% OFF
              </Badge>
              <Badge variant="light" color={benefit.isActive ? 'teal' : 'gray'}>
                {benefit.isActive ? 'Active' : 'Inactive'}
              </Badge>
              {benefit.showOnHomepage && (
                <Badge variant="outline" color="indigo">
                  Homepage
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed" truncate>
              {benefit.businessName} · {benefit.category} · {benefit.location}
            </Text>
            <Text size="xs" c="dimmed">
              Valid until: {benefit.validUntil ? benefit.validUntil.slice(0, 10) : 'N/A'} ·{' '}
              {benefit.imageStorageIds.length} {benefit.imageStorageIds.length === 1 ? 'image' : 'images'}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Switch
            label="Homepage"
            aria-label={`Show ${benefit.title} on homepage`}
            checked={benefit.showOnHomepage}
            disabled={isBusy}
            onChange={(event) => toggleHomepage(event.currentTarget.checked)}
          />
          <Button
            size="xs"
            variant="light"
            color={benefit.isActive ? 'orange' : 'teal'}
            leftSection={benefit.isActive ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
            aria-label={`${benefit.isActive ? 'Deactivate' : 'Activate'} ${benefit.title}`}
            disabled={isBusy}
            onClick={toggleActive}
          >
            {benefit.isActive ? 'Deactivate' : 'Activate'}
          </Button>
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" aria-label={`Edit ${benefit.title}`} onClick={() => onEdit(benefit)}>
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${benefit.title}`}
              disabled={isBusy}
              onClick={deleteBenefit}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

/** Benefits: add, edit, activate or deactivate, show on the home page, and delete. */
export function BenefitsTab() {
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ benefit: AdminBenefit | null } | null>(null);
  const list = useAdminBenefits(page);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_BENEFITS_PAGE_SIZE));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={2} fz="xl">
            Community Benefits ({total})
          </Title>
          <Text c="dimmed" size="sm">
            Discount offers from local businesses. Residents see the active ones; flagged ones also appear on
            the home page.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ benefit: null })}>
          Add Benefit
        </Button>
      </Group>
      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError ? (
        <Text c="red">Could not load benefits: {list.error.message}</Text>
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<IconDiscount2 size={28} />}
          title="No benefits yet"
          text="Add a discount offer from a local business with Add Benefit."
        />
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Benefits">
          {list.data.items.map((benefit) => (
            <BenefitRow
              key={benefit.id}
              benefit={benefit}
              onEdit={(chosen) => setDialog({ benefit: chosen })}
            />
          ))}
        </Stack>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Benefit pages" />}
      <BenefitDialog
        opened={dialog !== null}
        benefit={dialog?.benefit ?? null}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
