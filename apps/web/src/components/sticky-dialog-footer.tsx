import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The dialog's own padding, which the footer spans edge to edge. */
const PADDING = 'var(--mb-padding, var(--mantine-spacing-md))';

/**
 * A dialog's decision buttons, kept in view at the dialog's foot while its content scrolls above them (a long
 * post on a phone), on the dialog's own background with a line above.
 */
export function StickyDialogFooter({ children }: { children: ReactNode }) {
  return (
    <Group
      justify="flex-end"
      gap="sm"
      py="sm"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 1,
        marginInline: `calc(-1 * ${PADDING})`,
        marginBottom: `calc(-1 * ${PADDING})`,
        paddingInline: PADDING,
        paddingBottom: PADDING,
        background: 'var(--mantine-color-body)',
        borderTop: '1px solid var(--mantine-color-default-border)',
      }}
    >
      {children}
    </Group>
  );
}
