import { ActionIcon, Tooltip } from '@mantine/core';
import { IconBrandLinkedin, IconMail, IconPhone } from '@tabler/icons-react';

/** A person's e-mail, phone and LinkedIn as icon links on a card, each named after the person; absent ones are left out. */
export function ContactLinks({
  name,
  email,
  phone,
  linkedinUrl,
}: {
  name: string;
  email?: string | null;
  phone?: string | null;
  linkedinUrl?: string | null;
}) {
  return (
    <>
      {email && (
        <Tooltip label={email}>
          <ActionIcon
            component="a"
            href={`mailto:${email}`}
            variant="subtle"
            size="lg"
            aria-label={`Email ${name}`}
          >
            <IconMail size={20} />
          </ActionIcon>
        </Tooltip>
      )}
      {phone && (
        <Tooltip label={phone}>
          <ActionIcon
            component="a"
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
            variant="subtle"
            size="lg"
            aria-label={`Call ${name}`}
          >
            <IconPhone size={20} />
          </ActionIcon>
        </Tooltip>
      )}
      {linkedinUrl && (
        <Tooltip label="LinkedIn">
          <ActionIcon
            component="a"
            href={linkedinUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            size="lg"
            aria-label={`LinkedIn profile of ${name}`}
          >
            <IconBrandLinkedin size={20} />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}
