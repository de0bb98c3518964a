import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A deep teal: 'growth from within'. */
const hubTeal: MantineColorsTuple = [
  '#e6fcf8',
  '#d3f4ee',
  '#a8e6db',
  '#79d8c7',
  '#53ccb6',
  '#3bc4ab',
  '#2cbfa6',
  '#1aa891',
  '#079681',
  '#00826f',
];

export const theme = createTheme({
  primaryColor: 'hubTeal',
  primaryShade: { light: 8, dark: 6 },
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
