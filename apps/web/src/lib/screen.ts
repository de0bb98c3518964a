import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen is at least `minWidth` wide (48em unless said: below it, a dashboard list's rows are cards,
 * decision 059). Read before the first paint, so a phone never draws the table first.
 */
export const useIsWideScreen = (minWidth = '48em') =>
  useMediaQuery(`(min-width: ${minWidth})`, true, { getInitialValueInEffect: false });
