import { List, Text, ThemeIcon } from '@mantine/core';
import { IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MobileRequirement } from '@academy/shared';

/** Exactly what is still missing before mobile access can be created, in words. */
export function MissingRequirements({ requirements }: { requirements: MobileRequirement[] }) {
  const { t } = useTranslation('account');
  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        {t('security.missing_title')}
      </Text>
      <List
        size="sm"
        spacing={4}
        icon={
          <ThemeIcon color="yellow" variant="light" size={20} radius="xl">
            <IconCircleDashed size={14} aria-hidden />
          </ThemeIcon>
        }
      >
        {requirements.map((requirement) => (
          <List.Item key={requirement}>{t(`security.requirements.${requirement}`)}</List.Item>
        ))}
      </List>
    </div>
  );
}
