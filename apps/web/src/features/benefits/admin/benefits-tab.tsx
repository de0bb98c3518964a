import type { AdminBenefit } from '@hub/contract/benefits/benefit.schema';
import { Trans } from '@lingui/react';
import { Badge, Box, Button, Group, Stack, Switch, Text, ThemeIcon } from '@mantine/core';
import { IconDiscount2, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ActiveBadge } from '../../../components/active-badge.tsx';
import { AdminRow } from '../../../components/admin-row.tsx';
import { PagedList, RowList } from '../../../components/paged-list.tsx';
import { confirmThenRun } from '../../../components/confirm.ts';
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
import { text, useText } from './texts.ts';

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
  const t = useText();
  if (!benefit.isExpired) return <ActiveBadge isActive={benefit.isActive} />;
  return (
    <Badge variant="light" color="orange">
      {t('benefits.admin.expired')}
    </Badge>
  );
}

function BenefitRow({ benefit, onEdit }: { benefit: AdminBenefit; onEdit: (benefit: AdminBenefit) => void }) {
  const t = useText();
  const toggle = useToggleBenefit();
  const remove = useDeleteBenefit();
  const isBusy = toggle.isPending || remove.isPending;

  const toggleActive = () =>
    runWithFeedback({
      run: () => toggle.mutateAsync({ id: benefit.id, changes: { isActive: !benefit.isActive } }),
      success: benefit.isActive ? t('benefits.admin.deactivated') : t('benefits.admin.activated'),
      failure: t('benefits.admin.toggleFailed'),
    });

  const toggleHomepage = (showOnHomepage: boolean) =>
    runWithFeedback({
      run: () => toggle.mutateAsync({ id: benefit.id, changes: { showOnHomepage } }),
      success: showOnHomepage ? t('benefits.admin.addedToHomepage') : t('benefits.admin.removedFromHomepage'),
      failure: t('benefits.admin.homepageToggleFailed'),
    });

  const deleteBenefit = () =>
    confirmThenRun(
      {
        title: t('benefits.admin.deleteTitle'),
        message: t('benefits.admin.deleteMessage', { title: benefit.title }),
        confirmLabel: t('benefits.admin.delete'),
      },
      {
        run: () => remove.mutateAsync(benefit.id),
        success: t('benefits.admin.deleted'),
        failure: t('benefits.admin.deleteFailed'),
      },
    );

  return (
    <AdminRow
      name={benefit.title}
      align="center"
      actions={
        <Switch
          label={t('benefits.admin.homepage')}
          aria-label={t('benefits.admin.showOnHomepageOf', { title: benefit.title })}
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
            <Text fw={600} truncate maw="100%" dir="auto">
              {benefit.title}
            </Text>
            <Badge variant="filled" color="red.9">
              {t('benefits.admin.percentOff', { percentage: benefit.discountPercentage })}
            </Badge>
            <OfferStateBadge benefit={benefit} />
            {benefit.showOnHomepage && <Badge variant="outline">{t('benefits.admin.homepage')}</Badge>}
          </Group>
          <Text size="sm" c="dimmed" truncate dir="auto">
            {benefit.businessName} · {benefit.category} · {benefit.location}
          </Text>
          <Text size="xs" c="dimmed">
            {/* The date (2027-06-30) isolated: beside Arabic words its digits would be read right to left. */}
            <Trans
              id={
                (benefit.isExpired
                  ? 'benefits.admin.validUntilExpired'
                  : 'benefits.admin.validUntil') satisfies Parameters<typeof text>[0]
              }
              values={{
                date: benefit.validUntil ? (
                  <bdi>{benefit.validUntil.slice(0, 10)}</bdi>
                ) : (
                  t('benefits.admin.noEndDate')
                ),
              }}
            />{' '}
            · {t('benefits.admin.imageCount', { count: benefit.imageStorageIds.length })}
          </Text>
        </Stack>
      </Group>
    </AdminRow>
  );
}

/** Benefits: add, edit, activate or deactivate, show on the home page, and delete. */
export function BenefitsTab() {
  const t = useText();
  const paging = usePagedList({ pageSize: ADMIN_BENEFITS_PAGE_SIZE });
  const [dialog, setDialog] = useState<{ benefit: AdminBenefit | null } | null>(null);
  const list = useAdminBenefits(paging.page);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <ListHeading
          title={countedTitle(t('benefits.admin.title'), list)}
          description={t('benefits.admin.description')}
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ benefit: null })}>
          {t('benefits.admin.addBenefit')}
        </Button>
      </Group>
      <PagedList
        query={list}
        paging={paging}
        what={t('benefits.admin.listName')}
        pagesLabel={t('benefits.admin.pages')}
        empty={{
          icon: <IconDiscount2 size={28} />,
          title: t('benefits.admin.emptyTitle'),
          text: t('benefits.admin.emptyText'),
        }}
      >
        {(benefits) => (
          <RowList label={t('benefits.admin.list')}>
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
