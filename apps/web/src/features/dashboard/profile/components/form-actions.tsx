import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Save and Cancel at the end of an edit form. */
export function FormActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Group gap="sm" mt="xs">
      <Button type="submit" loading={saving}>
        {t('profile.save')}
      </Button>
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {t('profile.cancel')}
      </Button>
    </Group>
  );
}
