import { DEFAULT_THEME, createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

const cairo = 'Cairo, system-ui, -apple-system, "Segoe UI", sans-serif';

// Fields are required unless their label says "(optional)", so no asterisks: labels stay exactly the
// words a person (or an end-to-end test) reads. (Plain objects rather than TextInput.extend(...): importing the
// inputs here would put them in every page's first download.)
const noAsterisk = { defaultProps: { withAsterisk: false } };

// A dialog still stops the page behind it from scrolling, but leaves its scroll bar: hiding the bar sets a CSS
// variable on <body>, which restyles every element of the page as the dialog opens (the first-visit welcome
// dialog: ~230 ms of a phone's main thread a second after load, ~70 ms without).
const keepScrollBar = { defaultProps: { removeScrollProps: { removeScrollBar: false } } };

/** A Mantine palette whose darkest shade is replaced by a darker one. */
const withShade9 = (name: keyof typeof DEFAULT_THEME.colors, shade9: string): MantineColorsTuple =>
  [...DEFAULT_THEME.colors[name].slice(0, 9), shade9] as unknown as MantineColorsTuple;

// Accessibility (WCAG AA, checked by axe-core in e2e/a11y.test.mjs): filled buttons, coloured text and light
// badges use shade 9, which keeps 4.5:1 against white and against its own light tint; the palettes whose
// shade 9 is still too light (red on a striped table row, green, teal, lime, yellow, orange) get a darker one.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 9, dark: 8 },
  colors: {
    red: withShade9('red', '#b02525'),
    green: withShade9('green', '#257836'),
    teal: withShade9('teal', '#087756'),
    lime: withShade9('lime', '#49750a'),
    yellow: withShade9('yellow', '#a35400'),
    orange: withShade9('orange', '#a33609'),
  },
  fontFamily: cairo,
  headings: { fontFamily: cairo, fontWeight: '700' },
  defaultRadius: 'md',
  components: {
    TextInput: noAsterisk,
    PasswordInput: noAsterisk,
    NativeSelect: noAsterisk,
    Modal: keepScrollBar,
    Drawer: keepScrollBar,
  },
});

/**
 * Dimmed text a shade darker than Mantine's gray 6 (3.3:1 on white), for 4.8:1 even on gray 1 backgrounds; placeholders 4.8:1 on white
 * (gray 5 is 2.1:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f6770', '--mantine-color-placeholder': '#6b7280' },
  dark: {},
});
