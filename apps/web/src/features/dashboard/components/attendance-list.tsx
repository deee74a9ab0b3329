import { Button, Divider, Stack, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { MyAttendanceRecord } from '@academy/shared';
import { AttendanceRow } from './attendance-row';
import { SectionCard } from './section-card';

const PAGE = 20;

/** The child's sessions, newest first (as the server sends them), twenty at a time. */
export function AttendanceList({ records }: { records: MyAttendanceRecord[] }) {
  const { t } = useTranslation('dashboard');
  const [shown, setShown] = useState(PAGE);
  const visible = records.slice(0, shown);
  return (
    <SectionCard title={t('attendance.list_title')}>
      <Stack gap={0} component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="attendance-list">
        {visible.map((record, index) => (
          <Fragment key={record.id}>
            {index > 0 && <Divider component="li" aria-hidden />}
            <li>
              <AttendanceRow record={record} />
            </li>
          </Fragment>
        ))}
      </Stack>
      {records.length > shown && (
        <Stack align="center" gap={4} mt="md">
          <Button variant="default" onClick={() => setShown((n) => n + PAGE)}>
            {t('attendance.show_more')}
          </Button>
          <Text size="sm" c="dimmed">
            <Trans
              t={t}
              i18nKey="attendance.shown"
              values={{ shown: visible.length, total: records.length }}
              components={{ n: <bdi dir="ltr" /> }}
            />
          </Text>
        </Stack>
      )}
    </SectionCard>
  );
}
