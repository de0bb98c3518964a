import { Badge } from '@mantine/core';

/** 'Active' or 'Inactive' beside a row's name; `variant` follows the row's other badges. */
export function ActiveBadge({
  isActive,
  variant = 'light',
}: {
  isActive: boolean;
  variant?: 'light' | 'outline';
}) {
  return (
    <Badge variant={variant} color={isActive ? 'teal' : 'gray'}>
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}
