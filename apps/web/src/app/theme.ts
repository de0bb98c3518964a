import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  mergeThemeOverrides,
} from '@mantine/core';

/**
 * A deep teal: 'growth from within'. The darker half is darker than a plain ramp so that the light scheme's filled
 * buttons, links and light badges reach 4.5:1 (WCAG AA) against white and their own tinted backgrounds.
 */
const hubTeal: MantineColorsTuple = [
  '#e6fcf8',
  '#d3f4ee',
  '#a8e6db',
  '#79d8c7',
  '#53ccb6',
  '#3bc4ab',
  '#2cbfa6',
  '#00826f',
  '#00705f',
  '#005c4e',
];

export const theme = createTheme({
  primaryColor: 'hubTeal',
  // #00705f in both schemes: 6:1 with white text; links and light variants in the dark scheme use the lighter
  // shades, which stand out on dark grey.
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  // Dialogs, menus and toasts appear without their slide and fade for people whose system asks for less motion.
  respectReducedMotion: true,
  colors: { hubTeal },
  fontFamily: 'Inter Variable, system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
  headings: { fontFamily: 'Inter Variable, system-ui, sans-serif', fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Card: { defaultProps: { withBorder: true, shadow: 'xs', radius: 'lg', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Button: { defaultProps: { radius: 'md' } },
    Modal: { defaultProps: { radius: 'lg', centered: true } },
  },
});

/**
 * The theme with the words it gives Mantine's own controls, in the active language: the corner ✕ of a dialog needs
 * a name ('Dismiss'; not 'Close', which dialogs' own Close buttons already use).
 */
export const themeInWords = ({ dismiss }: { dismiss: string }) =>
  mergeThemeOverrides(theme, {
    components: { Modal: { defaultProps: { closeButtonProps: { 'aria-label': dismiss } } } },
  });

/**
 * Colours Mantine derives that fall short of 4.5:1: dimmed text (gray 6 on the page's light grey is 3.2:1) and the
 * text of light yellow, orange and teal badges and alerts. Each stays close to Mantine's own hue.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    // Text in the brand colour (the logo, figures): the filled shade on light, a light shade on dark.
    '--hub-accent-text': '#00705f',
    '--mantine-color-dimmed': '#5f666d',
    '--mantine-color-teal-light-color': '#066649',
    // Red buttons (delete, sign out everywhere): white text needs red 9, not red 6.
    '--mantine-color-red-filled': '#c92a2a',
    '--mantine-color-red-filled-hover': '#b02525',
    '--mantine-color-yellow-light-color': '#8a4b00',
    '--mantine-color-orange-light-color': '#a3410c',
  },
  dark: {
    '--hub-accent-text': '#53ccb6',
    '--mantine-color-red-filled': '#c92a2a',
    '--mantine-color-red-filled-hover': '#b02525',
    '--mantine-color-dimmed': '#a3a3a3',
  },
});
