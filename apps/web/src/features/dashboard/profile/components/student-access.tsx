import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MobileEligibility } from '@academy/shared';
import { Isolate } from '@/components/bidi';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/i18n/use-language';
import { useGenerateMobileCredentials } from '../api/generate-mobile-credentials';
import { notifyGenerated, notifyGenerateFailed } from '../lib/generate-feedback';
import { AccessStatusBadge } from './access-status-badge';
import { BirthdayForm } from './birthday-form';
import { CredentialsBox } from './credentials-box';
import { EditButton } from './edit-button';
import { MissingRequirements } from './missing-requirements';

type StudentEligibility = MobileEligibility['students'][number];

/** One student: the birth date (editable), and mobile access (credentials, a Generate button, or what is missing). */
export function StudentAccess({ student, dateOfBirth }: { student: StudentEligibility; dateOfBirth: string | null }) {
  const { t } = useTranslation('account');
  const { locale } = useLanguage();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const generate = useGenerateMobileCredentials();
  const name = student.student_name;
  const birthLabel = t('security.birthday.label');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={4} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <AccessStatusBadge has={student.has_credentials} eligible={student.eligible} />
        </Group>
        {editing ? (
          <BirthdayForm student={{ id: student.student_id, name, date_of_birth: dateOfBirth }} onDone={() => setEditing(false)} />
        ) : (
          <Group justify="space-between" align="center" gap="xs">
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {birthLabel}:
              </Text>{' '}
              {dateOfBirth ? <Isolate>{formatDate(dateOfBirth, locale)}</Isolate> : t('profile.not_provided')}
            </Text>
            <EditButton what={t('security.birthday.what', { name })} onClick={() => setEditing(true)} />
          </Group>
        )}
        {student.credentials ? (
          <CredentialsBox credentials={student.credentials} />
        ) : student.eligible ? (
          <div>
            <Button
              leftSection={<IconKey size={16} aria-hidden />}
              loading={generate.isPending}
              aria-label={t('security.generate.student_label', { name })}
              onClick={() =>
                generate.mutate(
                  { target: 'student', student_id: student.student_id },
                  { onSuccess: (data) => notifyGenerated(data.created, name), onError: notifyGenerateFailed },
                )
              }
            >
              {t('security.generate.button')}
            </Button>
          </div>
        ) : (
          <MissingRequirements requirements={student.missing_requirements} />
        )}
      </Stack>
    </Paper>
  );
}
