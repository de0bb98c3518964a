import { Button, type ButtonProps, Loader } from '@mantine/core';
import type { ReactNode } from 'react';

type BusyButtonProps = ButtonProps & {
  isBusy: boolean;
  /** What the button reads while busy, e.g. 'Verifying...'; the spec names it for every such button. */
  busyLabel: string;
  children: ReactNode;
  type?: 'submit' | 'button';
  onClick?: () => void;
};

/** A button whose text changes while its action runs, so people see it working. */
export function BusyButton({ isBusy, busyLabel, children, type = 'button', ...props }: BusyButtonProps) {
  return (
    <Button
      type={type}
      disabled={isBusy}
      leftSection={isBusy ? <Loader size={14} color="currentColor" /> : props.leftSection}
      aria-busy={isBusy}
      {...props}
    >
      {isBusy ? busyLabel : children}
    </Button>
  );
}
