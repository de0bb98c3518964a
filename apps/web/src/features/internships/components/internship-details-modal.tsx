import type { PublicInternship } from '@hub/contract/internships/internship.schema';
import { Button, Divider, Group, Modal, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { DetailValue } from '../../../components/detail-parts.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useAdminInternship } from '../api/get-admin-internship.ts';
import { useText } from '../texts.ts';
import { InternshipDetails } from './internship-details.tsx';

type Props = {
  internship: PublicInternship | null;
  onClose: () => void;
  onApply?: (internship: PublicInternship) => void;
};

/**
 * An internship's details. Contact e-mail and phone show only for administrators, read from the admin API;
 * residents' answers never hold them (spec/residents.md section 6).
 */
export function InternshipDetailsModal({ internship, onClose, onApply }: Props) {
  const t = useText();
  const { isAdmin } = useAuth();
  const contact = useAdminInternship(internship?.id, isAdmin && internship !== null);

  return (
    <Modal
      opened={internship !== null}
      onClose={onClose}
      size="lg"
      title={
        <div>
          <Text fw={700} size="lg">
            {internship?.title}
          </Text>
          <Text size="sm" c="dimmed">
            {internship?.company}
          </Text>
        </div>
      }
    >
      {internship && (
        <Stack gap="lg">
          <InternshipDetails internship={internship} actions={null} hasHeading={false} />

          {isAdmin && (
            <>
              <Divider />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                {contact.isPending ? (
                  <>
                    <Skeleton h={38} />
                    <Skeleton h={38} />
                  </>
                ) : contact.isError ? (
                  <Text size="sm" c="red">
                    {t('internships.contactLoadFailed', { message: contact.error.message })}
                  </Text>
                ) : (
                  <>
                    <DetailValue label={t('internships.contactEmailAdminOnly')}>
                      {contact.data.contactEmail}
                    </DetailValue>
                    <DetailValue label={t('internships.contactPhoneAdminOnly')}>
                      {contact.data.contactPhone ?? t('internships.notProvided')}
                    </DetailValue>
                  </>
                )}
              </SimpleGrid>
            </>
          )}

          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('internships.close')}
            </Button>
            {onApply && <Button onClick={() => onApply(internship)}>{t('internships.applyNow')}</Button>}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
