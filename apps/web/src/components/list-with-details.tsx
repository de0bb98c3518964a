import { ActionIcon, Modal, Text, Tooltip, useDirection } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import direction from '../i18n/direction.module.css';
import { useText } from '../i18n/language-provider.tsx';
import classes from './list-with-details.module.css';

/** Where the list gives way to a pane beside it: below this the full text opens as a screen of its own. */
const DETAILS_PANE_QUERY = '(min-width: 62em)';

/** Whether the page is wide enough for the details pane beside the list. */
export const useIsDetailsPaneWide = () => useMediaQuery(DETAILS_PANE_QUERY, true);

type Props = {
  /** The open item's full text, or null when none is open. */
  details: ReactNode | null;
  /** What the open item is called: the pane's and the full-screen view's accessible name. */
  label: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A list and one item's full text, opened in one click: a pane beside the list on wide screens, a full-screen view
 * on phones. The list stays mounted either way, so closing (or the browser's back) returns to it where it was.
 */
export function ListWithDetails({ details, label, onClose, children }: Props) {
  const isWide = useIsDetailsPaneWide();
  const t = useText();
  const { dir } = useDirection();
  const pane = useRef<HTMLElement>(null);
  const isOpen = details !== null;

  // A newly chosen item's text starts at its top, and the pane takes focus so a keyboard or screen reader lands on it.
  useEffect(() => {
    if (!isOpen || !pane.current) return;
    pane.current.scrollTop = 0;
    pane.current.focus({ preventScroll: true });
  }, [isOpen, label]);

  if (!isWide) {
    return (
      <>
        {children}
        <Modal.Root
          opened={isOpen}
          onClose={onClose}
          fullScreen
          // It slides in from where reading heads (the right; the left right to left), as a next screen does.
          transitionProps={{ transition: dir === 'rtl' ? 'slide-right' : 'slide-left', duration: 150 }}
        >
          <Modal.Content>
            <Modal.Header>
              <ActionIcon
                variant="subtle"
                size="lg"
                me="xs"
                aria-label={t('listWithDetails.back')}
                onClick={onClose}
              >
                <IconArrowLeft size={22} className={direction.pointing} />
              </ActionIcon>
              <Modal.Title fw={600} style={{ flex: 1, minWidth: 0 }}>
                <Text truncate inherit>
                  {label}
                </Text>
              </Modal.Title>
            </Modal.Header>
            <Modal.Body>{details}</Modal.Body>
          </Modal.Content>
        </Modal.Root>
      </>
    );
  }
  if (!isOpen) return <>{children}</>;
  return (
    <div className={classes.split}>
      <div>{children}</div>
      <aside ref={pane} className={classes.pane} aria-label={label} tabIndex={-1}>
        <div className={classes.paneHeader}>
          <Tooltip label={t('listWithDetails.close')}>
            <ActionIcon variant="subtle" aria-label={t('listWithDetails.closeDetails')} onClick={onClose}>
              <IconX size={18} />
            </ActionIcon>
          </Tooltip>
        </div>
        {details}
      </aside>
    </div>
  );
}
