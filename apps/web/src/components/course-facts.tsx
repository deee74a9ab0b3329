import { Group, Stack, Text } from '@mantine/core';
import { IconCash, IconClock } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { formatDA, type CourseSummary } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { coursePrice } from '@/lib/course-text';
import classes from './course-card.module.css';

/** Price in DA per session or per month, and how long a session lasts. */
export function CourseFacts({ course }: { course: CourseSummary }) {
  const { t } = useTranslation('courses');
  const { lang, locale } = useLanguage();
  const price = coursePrice(course);
  const hours = course.pricing_info.session_duration_hours;
  return (
    <Stack gap={4} mt="sm">
      <Group gap={6} wrap="nowrap">
        <IconCash size={18} aria-hidden="true" color="var(--mantine-color-dimmed)" />
        <Text size="sm">
          {price === null ? (
            t('card.price_on_request')
          ) : (
            <Trans
              t={t}
              i18nKey={course.pricing_info.pricing_type === 'monthly' ? 'card.price_monthly' : 'card.price_session'}
              values={{ price: formatDA(price, lang) }}
              components={{ b: <bdi className={classes.price} /> }}
            />
          )}
        </Text>
      </Group>
      {hours > 0 && (
        <Group gap={6} wrap="nowrap">
          <IconClock size={18} aria-hidden="true" color="var(--mantine-color-dimmed)" />
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="card.duration"
              count={hours}
              values={{ hours: formatNumber(hours, locale) }}
              components={{ n: <bdi dir="ltr" /> }}
            />
          </Text>
        </Group>
      )}
    </Stack>
  );
}
