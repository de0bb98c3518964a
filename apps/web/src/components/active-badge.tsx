import { Badge } from '@mantine/core';
import { useText } from '../i18n/language-provider.tsx';

/** 'Active' or 'Inactive' beside a row's name; `variant` follows the row's other badges. */
export function ActiveBadge({
  isActive,
  variant = 'light',
}: {
  isActive: boolean;
  variant?: 'light' | 'outline';
}) {
  const t = useText();
  return (
    <Badge variant={variant} color={isActive ? 'teal' : 'gray'}>
      {t(isActive ? 'activeBadge.active' : 'activeBadge.inactive')}
    </Badge>
  );
}
