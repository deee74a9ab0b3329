import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** "Edit" with the name of what it edits for screen readers. */
export function EditButton({ what, onClick }: { what: string; onClick: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconPencil size={14} aria-hidden />}
      onClick={onClick}
      aria-label={t('profile.edit_label', { what })}
    >
      {t('profile.edit')}
    </Button>
  );
}
