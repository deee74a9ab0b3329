import { NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectedStudent } from '../hooks/use-selected-student';

/** Up to this many children fit side by side on a phone; more get a select. */
const SIDE_BY_SIDE = 3;

/** Which child every tab shows, for a family with two or more (nothing to choose with one). */
export function StudentSwitcher() {
  const { t } = useTranslation('dashboard');
  const { students, selected, select } = useSelectedStudent();
  const labelId = useId();
  if (students.length < 2 || !selected) return null;
  const data = students.map((s) => ({ value: String(s.id), label: s.name }));
  const onChange = (value: string) => select(Number(value));

  if (students.length > SIDE_BY_SIDE) {
    return (
      <NativeSelect
        label={t('header.student_label')}
        data={data}
        value={String(selected.id)}
        onChange={(event) => onChange(event.currentTarget.value)}
        maw={360}
      />
    );
  }
  return (
    <Stack gap={4} data-testid="student-switcher">
      <Text size="sm" fw={500} id={labelId}>
        {t('header.student_label')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={data}
        value={String(selected.id)}
        onChange={onChange}
        fullWidth
        maw={520}
        styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
      />
    </Stack>
  );
}
