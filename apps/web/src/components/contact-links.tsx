import { ActionIcon, Anchor, Group, Stack, Tooltip } from '@mantine/core';
import { IconBrandLinkedin, IconMail, IconPhone } from '@tabler/icons-react';
import { useText } from '../i18n/language-provider.tsx';

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
  const t = useText();
  return (
    <>
      {email && (
        <Tooltip label={email}>
          <ActionIcon
            component="a"
            href={`mailto:${email}`}
            variant="subtle"
            size="lg"
            aria-label={t('contactLinks.email', { name })}
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
            aria-label={t('contactLinks.call', { name })}
          >
            <IconPhone size={20} />
          </ActionIcon>
        </Tooltip>
      )}
      {linkedinUrl && (
        <Tooltip label={t('contactLinks.linkedIn')}>
          <ActionIcon
            component="a"
            href={linkedinUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            size="lg"
            aria-label={t('contactLinks.linkedInProfile', { name })}
          >
            <IconBrandLinkedin size={20} />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}

/**
 * A person's e-mail, phone and LinkedIn as written-out links in a details dialog; absent ones are left out.
 * `linkedinText` replaces the address where the dialog names the link instead.
 */
export function ContactList({
  email,
  phone,
  linkedinUrl,
  linkedinText,
}: {
  email?: string | null;
  phone?: string | null;
  linkedinUrl?: string | null;
  linkedinText?: string;
}) {
  const rows = [
    email && { icon: IconMail, href: `mailto:${email}`, text: email, isExternal: false },
    phone && { icon: IconPhone, href: `tel:${phone.replace(/[^\d+]/g, '')}`, text: phone, isExternal: false },
    linkedinUrl && {
      icon: IconBrandLinkedin,
      href: linkedinUrl,
      text: linkedinText ?? linkedinUrl,
      isExternal: true,
    },
  ].filter((row) => !!row);
  return (
    <Stack gap={6}>
      {rows.map(({ icon: Icon, href, text, isExternal }) => (
        <Group key={href} gap={8} wrap="nowrap">
          <Icon size={16} aria-hidden />
          <Anchor
            href={href}
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
            {...(isExternal && { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {text}
          </Anchor>
        </Group>
      ))}
    </Stack>
  );
}
