import {
  ActionIcon,
  Anchor,
  Box,
  Burger,
  Button,
  Group,
  NavLink,
  Stack,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconMoon, IconPlant2, IconSun } from '@tabler/icons-react';
import { memo, Suspense, useCallback, useDeferredValue, useEffect, useLayoutEffect, useRef } from 'react';
import { Link, Outlet, useLocation, useMatches } from 'react-router';
import { PageSkeleton } from '../components/page-skeleton.tsx';
import { useText } from '../i18n/language-provider.tsx';
import { LanguageSwitch } from '../i18n/language-switch.tsx';
import { useLogOut } from '../lib/use-log-out.ts';
import { useAuth } from '../lib/auth.tsx';
import { lazyWithRetry } from '../lib/lazy-with-retry.ts';
import direction from '../i18n/direction.module.css';
import classes from './layout.module.css';
import { isEntryActive, NAV_ENTRIES } from './nav-entries.ts';
import type { PageHandle } from './page-handle.ts';
import type { MessageId } from '../i18n/i18n.ts';

// The live-updates stream starts once the session is confirmed, after the first screen: its chunk (every
// feature's query keys) stays out of the entry, which the browser evaluates before the page is interactive. It is
// mounted in a render of its own, after the one that shows the session check's answer (see Layout).
const LiveUpdates = lazyWithRetry(
  () => import('../features/live/live-updates.tsx'),
  (m) => m.LiveUpdates,
);

function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const t = useText();
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={scheme === 'dark' ? t('layout.useLightColours') : t('layout.useDarkColours')}
      onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
    >
      {scheme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
}

/**
 * A prerendered page with a form (/login, /admin-login) arrives with #root inert, so that a tap before the app has taken it
 * over does nothing rather than submit a form natively. Beside the page in its Suspense boundary, this effect
 * runs once that boundary, the page included, is hydrated.
 */
function InteractiveOnceHydrated() {
  useEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  return null;
}

type FrameProps = {
  /** Signed in, or a stored session being checked (see Layout). */
  hasSignedInFrame: boolean;
  isAdmin: boolean;
  pathname: string;
  isMenuOpen: boolean;
  onToggleMenu: () => void;
  onCloseMenu: () => void;
  onLogOut: () => void;
};

const entriesFor = (isAdmin: boolean): readonly { labelId: MessageId; path: string }[] => [
  ...NAV_ENTRIES,
  // Not in the spec's list: each member's own space (issue 17).
  { labelId: 'nav.myActivity', path: '/my-activity' },
  { labelId: 'nav.admin', path: isAdmin ? '/admin' : '/admin-login' },
];

// The header, the phone menu and the footer are memoised on what they show: when the session check answers, the
// layout renders again but they do not (on a phone that render was the longest task after the page's start).
const Header = memo(function Header({
  hasSignedInFrame,
  isAdmin,
  pathname,
  isMenuOpen,
  onToggleMenu,
  onLogOut,
}: Omit<FrameProps, 'onCloseMenu'>) {
  const t = useText();
  return (
    // right-scroll-bar-position: the class by which Mantine's scroll lock (an open dialog) keeps the fixed header
    // from shifting when the page's scrollbar goes, as Mantine's AppShell header has it.
    <header className={`${classes.header} right-scroll-bar-position`}>
      <Group h={64} px="md" justify="space-between" wrap="nowrap">
        <UnstyledButton component={Link} to="/" className={classes.brand} aria-label={t('layout.home')}>
          <IconPlant2 size={26} stroke={1.8} />
          <Text fw={800} size="lg">
            {t('layout.brand')}
          </Text>
        </UnstyledButton>
        <Group gap="xs" wrap="nowrap">
          {hasSignedInFrame && (
            <Button
              visibleFrom="md"
              size="compact-sm"
              variant="subtle"
              color="gray"
              leftSection={<IconLogout size={16} className={direction.pointing} />}
              onClick={onLogOut}
            >
              {t('layout.logout')}
            </Button>
          )}
          <LanguageSwitch isLabelShown={false} />
          <ColorSchemeToggle />
          {hasSignedInFrame && (
            <Burger
              opened={isMenuOpen}
              onClick={onToggleMenu}
              hiddenFrom="md"
              size="sm"
              aria-label={t('layout.toggleNavigation')}
            />
          )}
        </Group>
      </Group>
      {hasSignedInFrame && (
        // Plain overflow rather than Mantine's ScrollArea, whose floating-ui import would add 15 KB to every
        // first load; the strip scrolls sideways with its scrollbar hidden, as ScrollArea type="never" did.
        <Box visibleFrom="md" className={classes.navStrip}>
          <Group gap={4} px="md" h={44} wrap="nowrap" component="nav" aria-label={t('layout.mainNavigation')}>
            {entriesFor(isAdmin).map((entry) => {
              const isActive = isEntryActive(entry.path, pathname);
              return (
                <Button
                  key={entry.path}
                  component={Link}
                  to={entry.path}
                  size="compact-sm"
                  variant={isActive ? 'light' : 'subtle'}
                  color={isActive ? undefined : 'gray'}
                  aria-current={isActive ? 'page' : undefined}
                >
                  {t(entry.labelId)}
                </Button>
              );
            })}
          </Group>
        </Box>
      )}
    </header>
  );
});

const PhoneMenu = memo(function PhoneMenu({
  isAdmin,
  pathname,
  isMenuOpen,
  onCloseMenu,
  onLogOut,
}: Omit<FrameProps, 'hasSignedInFrame' | 'onToggleMenu'>) {
  const t = useText();
  return (
    // Closed, the phone menu slides off-screen and is hidden; inert keeps its links out of the Tab order and from
    // readers at once, while it slides.
    <Box
      component="nav"
      p="sm"
      hiddenFrom="md"
      className={classes.phoneMenu}
      data-open={isMenuOpen || undefined}
      inert={!isMenuOpen}
    >
      <div className={classes.navScroll}>
        <Stack gap={2} component="nav" aria-label={t('layout.mainNavigation')}>
          {entriesFor(isAdmin).map((entry) => (
            <NavLink
              key={entry.path}
              component={Link}
              to={entry.path}
              label={t(entry.labelId)}
              active={isEntryActive(entry.path, pathname)}
              onClick={onCloseMenu}
              aria-current={isEntryActive(entry.path, pathname) ? 'page' : undefined}
            />
          ))}
          <NavLink
            component="button"
            label={t('layout.logout')}
            leftSection={<IconLogout size={16} className={direction.pointing} />}
            onClick={onLogOut}
          />
        </Stack>
      </div>
    </Box>
  );
});

const Footer = memo(function Footer({ hasSignedInFrame }: Pick<FrameProps, 'hasSignedInFrame'>) {
  const t = useText();
  return (
    <Text component="footer" size="xs" c="dimmed" ta="center" py="xl">
      {t('layout.copyright')}
      {hasSignedInFrame && (
        <>
          {' · '}
          <Anchor component={Link} to="/mail-settings" size="xs" c="dimmed" underline="always">
            {t('layout.notificationSettings')}
          </Anchor>
        </>
      )}
    </Text>
  );
});

/**
 * The signed-in frame: brand, the navigation bar (a collapsible menu on small screens) and the page. Plain elements
 * and layout.module.css rather than Mantine's AppShell, whose 18 KB (minified) were evaluated on every first load
 * and which, after hydration, set a random id and switched a CSS variable on its root 200 ms later (every element
 * of the page restyled, in a task of its own on a phone).
 */
export function Layout() {
  const [isMenuOpen, menu] = useDisclosure(false);
  const { isAuthenticated, isAdmin, isLoading } = useAuth();
  // A stored session is most likely still valid: the frame is the signed-in one while the server checks it, so
  // that it does not change shape when the answer comes (and the prerendered home page has it from the start).
  const hasSignedInFrame = isAuthenticated || isLoading;
  const { pathname } = useLocation();
  const isPageInEntry = useMatches().some((match) => (match.handle as PageHandle | undefined)?.isInEntry);
  // The session check's answer renders at once (its query's update is synchronous); starting the live stream (its
  // chunk's import, its component) waits for a later, interruptible render instead of lengthening that one.
  const isLive = useDeferredValue(isAuthenticated);
  const logOutEverywhere = useLogOut();
  // The memoised parts get one logOut for the layout's lifetime, which calls the latest useLogOut's.
  const latestLogOut = useRef(logOutEverywhere);
  useLayoutEffect(() => {
    latestLogOut.current = logOutEverywhere;
  });
  const { close: closeMenu } = menu;
  const logOut = useCallback(async () => {
    closeMenu();
    await latestLogOut.current();
  }, [closeMenu]);

  return (
    <div className={classes.frame} data-signed-in={hasSignedInFrame || undefined}>
      <Header
        hasSignedInFrame={hasSignedInFrame}
        isAdmin={isAdmin}
        pathname={pathname}
        isMenuOpen={isMenuOpen}
        onToggleMenu={menu.toggle}
        onLogOut={logOut}
      />
      {hasSignedInFrame && (
        <PhoneMenu
          isAdmin={isAdmin}
          pathname={pathname}
          isMenuOpen={isMenuOpen}
          onCloseMenu={closeMenu}
          onLogOut={logOut}
        />
      )}
      <main className={classes.main}>
        {isAuthenticated && isLive && (
          <Suspense fallback={null}>
            <LiveUpdates />
          </Suspense>
        )}
        {isPageInEntry ? (
          // The home page: no boundary, so React hydrates it with the frame, in the one interruptible render that
          // hydrateRoot starts (main.tsx). A boundary would be hydrated in a later pass, and when the session
          // check answers before that pass is done, its (synchronous) context change makes React hydrate the whole
          // boundary at once, in one long task.
          <>
            <Outlet />
            <InteractiveOnceHydrated />
          </>
        ) : (
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
            <InteractiveOnceHydrated />
          </Suspense>
        )}
        <Footer hasSignedInFrame={hasSignedInFrame} />
      </main>
    </div>
  );
}
