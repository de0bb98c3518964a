import type { TwoFactorEnrolment } from '@hub/contract/auth/auth.schema';
import { Code, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { encode } from 'uqr';
import { useText } from '../texts.ts';

/** The otpauth:// address as a QR code an authenticator app scans: one SVG path, dark modules on white. */
function QrCode({ value, label }: { value: string; label: string }) {
  const { path, size } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 });
    const parts: string[] = [];
    qr.data.forEach((row, y) => {
      row.forEach((isDark, x) => {
        if (isDark) parts.push(`M${x} ${y}h1v1h-1z`);
      });
    });
    return { path: parts.join(''), size: qr.size };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={180}
      height={180}
      shapeRendering="crispEdges"
    >
      {/* White behind the code in both colour schemes: scanners need a light quiet zone. */}
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** What to scan (or type) into an authenticator app to hold this account's codes. */
export function TwoFactorEnrolmentView({ enrolment }: { enrolment: TwoFactorEnrolment }) {
  const t = useText();
  // Grouped in fours, as authenticator apps show secrets typed in by hand.
  const readable = enrolment.secret.match(/.{1,4}/g)?.join(' ') ?? enrolment.secret;
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <QrCode value={enrolment.otpauthUrl} label={t('auth.twoFactor.qrCode')} />
      <Stack gap={6} maw={320}>
        <Text size="sm">{t('auth.twoFactor.scan')}</Text>
        {/* Wraps between groups of four on a phone rather than running off the card. */}
        <Code block aria-label={t('auth.twoFactor.setupKey')} fz="md" style={{ whiteSpace: 'normal' }}>
          {readable}
        </Code>
        <Text size="sm" c="dimmed">
          {t('auth.twoFactor.thenEnterCode')}
        </Text>
      </Stack>
    </Group>
  );
}
