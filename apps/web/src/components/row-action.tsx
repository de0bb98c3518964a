import { ActionIcon, type MantineColor, Tooltip } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';

/**
 * One icon button of a list row, with its tooltip. Its accessible name is the action and the row's name
 * ('Delete Senior Designer'), unless the row says it otherwise ('Approve request from Amal').
 */
export function RowAction({
  label,
  name,
  ariaLabel,
  icon: ActionIconGlyph,
  color,
  variant = 'subtle',
  isDisabled,
  onClick,
}: {
  label: string;
  name?: string;
  ariaLabel?: string;
  icon: TablerIcon;
  color?: MantineColor;
  variant?: 'subtle' | 'light';
  isDisabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={variant}
        color={color}
        aria-label={ariaLabel ?? `${label} ${name}`}
        disabled={isDisabled}
        onClick={onClick}
      >
        <ActionIconGlyph size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
