import type { AdminBenefit } from '@hub/contract/benefits/benefit.schema';
import { Badge, Box, Button, Group, Stack, Switch, Text, ThemeIcon } from '@mantine/core';
import { IconDiscount2, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ActiveBadge } from '../../../components/active-badge.tsx';
import { AdminRow } from '../../../components/admin-row.tsx';
import { PagedList, RowList } from '../../../components/paged-list.tsx';
import { confirmDelete } from '../../../components/confirm.ts';
import { runWithFeedback } from '../../../lib/feedback.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useFileUrl } from '../../../lib/use-file-url.ts';
import {
  ADMIN_BENEFITS_PAGE_SIZE,
  useAdminBenefits,
  useDeleteBenefit,
  useToggleBenefit,
} from '../api/admin-benefits.ts';
import { BenefitDialog } from './benefit-dialog.tsx';
import { ListHeading } from '../../../components/list-heading.tsx';
import { countedTitle } from '../../../lib/list-total.ts';

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

/**
 * Whether residents see the offer: Active, Inactive, or Expired once its 'Valid until' day has passed, which
 * hides it from residents whether or not it is active (decision 012).
 */
function OfferStateBadge({ benefit }: { benefit: AdminBenefit }) {
  if (!benefit.isExpired) return <ActiveBadge isActive={benefit.isActive} />;
  return (
    <Badge variant="light" color="orange">
      Expired
    </Badge>
  );
}

function BenefitRow({ benefit, onEdit }: { benefit: AdminBenefit; onEdit: (benefit: AdminBenefit) => void }) {
  const toggle = useToggleBenefit();
  const remove = useDeleteBenefit();
  const isBusy = toggle.isPending || remove.isPending;

  const toggleActive = () =>
    runWithFeedback({
      run: () => toggle.mutateAsync({ id: benefit.id, changes: { isActive: !benefit.isActive } }),
      success: benefit.isActive ? 'Benefit deactivated successfully!' : 'Benefit activated successfully!',
      failure: 'Failed to toggle benefit',
    });

  const toggleHomepage = (showOnHomepage: boolean) =>
    runWithFeedback({
      run: () => toggle.mutateAsync({ id: benefit.id, changes: { showOnHomepage } }),
      success: showOnHomepage ? 'Benefit added to the homepage.' : 'Benefit removed from the homepage.',
      failure: 'Failed to toggle homepage setting',
    });

  const deleteBenefit = () =>
    confirmDelete(
      'benefit',
      `Delete "${benefit.title}"? Its images are deleted too. This cannot be undone.`,
      () => remove.mutateAsync(benefit.id),
    );

  return (
    <AdminRow
      name={benefit.title}
      align="center"
      actions={
        <Switch
          label="Homepage"
          aria-label={`Show ${benefit.title} on homepage`}
          checked={benefit.showOnHomepage}
          disabled={isBusy}
          onChange={(event) => void toggleHomepage(event.currentTarget.checked)}
        />
      }
      activation={{
        isActive: benefit.isActive,
        isBusy: toggle.isPending,
        isDisabled: isBusy,
        onToggle: toggleActive,
      }}
      onEdit={() => onEdit(benefit)}
      onDelete={deleteBenefit}
      isBusy={isBusy}
    >
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
            <OfferStateBadge benefit={benefit} />
            {benefit.showOnHomepage && <Badge variant="outline">Homepage</Badge>}
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {benefit.businessName} · {benefit.category} · {benefit.location}
          </Text>
          <Text size="xs" c="dimmed">
            Valid until: {benefit.validUntil ? benefit.validUntil.slice(0, 10) : 'N/A'}
            {benefit.isExpired ? ' (expired: residents no longer see it)' : ''} ·{' '}
            {benefit.imageStorageIds.length} {benefit.imageStorageIds.length === 1 ? 'image' : 'images'}
          </Text>
        </Stack>
      </Group>
    </AdminRow>
  );
}

/** Benefits: add, edit, activate or deactivate, show on the home page, and delete. */
export function BenefitsTab() {
  const paging = usePagedList({ pageSize: ADMIN_BENEFITS_PAGE_SIZE });
  const [dialog, setDialog] = useState<{ benefit: AdminBenefit | null } | null>(null);
  const list = useAdminBenefits(paging.page);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <ListHeading
          title={countedTitle('Community Benefits', list)}
          description="Discount offers from local businesses. Residents see the active ones; flagged ones also appear on the home page."
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ benefit: null })}>
          Add Benefit
        </Button>
      </Group>
      <PagedList
        query={list}
        paging={paging}
        what="benefits"
        pagesLabel="Benefit pages"
        empty={{
          icon: <IconDiscount2 size={28} />,
          title: 'No benefits yet',
          text: 'Add a discount offer from a local business with Add Benefit.',
        }}
      >
        {(benefits) => (
          <RowList label="Benefits">
            {benefits.map((benefit) => (
              <BenefitRow
                key={benefit.id}
                benefit={benefit}
                onEdit={(chosen) => setDialog({ benefit: chosen })}
              />
            ))}
          </RowList>
        )}
      </PagedList>
      <BenefitDialog
        opened={dialog !== null}
        benefit={dialog?.benefit ?? null}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
