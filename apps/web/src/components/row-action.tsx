import { ActionIcon, type MantineColor, Tooltip } from '@mantine/core';
import { IconCheck, IconTrash, IconX, type TablerIcon } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useText } from '../i18n/language-provider.tsx';

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
  const t = useText();
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={variant}
        color={color}
        aria-label={ariaLabel ?? (name ? t('rowAction.named', { action: label, name }) : label)}
        disabled={isDisabled}
        onClick={onClick}
      >
        <ActionIconGlyph size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** A row's Delete button: the red bin named 'Delete {name}' (or `ariaLabel`). */
export function DeleteRowAction({
  name,
  ariaLabel,
  isDisabled,
  onClick,
}: {
  name?: string;
  ariaLabel?: string;
  isDisabled?: boolean;
  onClick: () => void;
}) {
  const t = useText();
  return (
    <RowAction
      label={t('rowAction.delete')}
      name={name}
      ariaLabel={ariaLabel}
      icon={IconTrash}
      color="red"
      isDisabled={isDisabled}
      onClick={onClick}
    />
  );
}

/**
 * How a decision looks wherever it is offered (rows, the Needs review queue, review dialogs): Approve in teal with
 * a tick, Reject in orange with a cross; red is kept for Delete (decision 059).
 */
export const DECISION_LOOKS = {
  Approve: { icon: IconCheck, color: 'teal' },
  Reject: { icon: IconX, color: 'orange' },
} as const;

/**
 * A pending row's Approve and Reject buttons, named after the row ('Approve Senior Designer') unless
 * `ariaLabel` words it otherwise ('Approve request from Amal').
 */
export function DecisionRowActions({
  name,
  ariaLabel,
  isDisabled,
  onApprove,
  onReject,
}: {
  name?: string;
  ariaLabel?: (decision: 'Approve' | 'Reject') => string;
  isDisabled: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const t = useText();
  const decisions = [
    { decision: 'Approve', label: t('rowAction.approve'), ...DECISION_LOOKS.Approve, onClick: onApprove },
    { decision: 'Reject', label: t('rowAction.reject'), ...DECISION_LOOKS.Reject, onClick: onReject },
  ] as const;
  return decisions.map(({ decision, label, icon, color, onClick }) => (
    <Fragment key={decision}>
      <RowAction
        label={label}
        name={name}
        ariaLabel={ariaLabel?.(decision)}
        icon={icon}
        variant="light"
        color={color}
        isDisabled={isDisabled}
        onClick={onClick}
      />
    </Fragment>
  ));
}
