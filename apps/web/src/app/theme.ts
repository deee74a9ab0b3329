import { NativeSelect, PasswordInput, TextInput, createTheme } from '@mantine/core';

const cairo = 'Cairo, system-ui, -apple-system, "Segoe UI", sans-serif';

// Fields are required unless their label says "(optional)", so no asterisks: labels stay exactly the
// words a person (or an end-to-end test) reads.
const noAsterisk = { defaultProps: { withAsterisk: false } };

export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: cairo,
  headings: { fontFamily: cairo, fontWeight: '700' },
  defaultRadius: 'md',
  components: {
    TextInput: TextInput.extend(noAsterisk),
    PasswordInput: PasswordInput.extend(noAsterisk),
    NativeSelect: NativeSelect.extend(noAsterisk),
  },
});
