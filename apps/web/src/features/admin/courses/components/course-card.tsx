import { AspectRatio, Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconEdit, IconLayoutList, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COURSE_IMAGE, formatDA, LEVEL_LABELS, subjectLabel, type AdminCourse } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';

interface Props {
  course: AdminCourse;
  toggling: boolean;
  onSections: () => void;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

/** One course: picture, names, status, description, price, seats, pricing type, category, sections, and its actions. */
export function CourseCard({ course, toggling, onSections, onEdit, onToggle, onDelete }: Props) {
  const { t } = useTranslation('admin-courses');
  const { lang: language, locale } = useLanguage();
  const name = (language === 'ar' && course.name_ar) || course.name_en || course.name;
  const other = language === 'ar' ? course.name_en : course.name_ar;
  const description = (language === 'ar' && course.description_ar) || course.description_en || course.description;
  const pricingType = course.pricing_info.pricing_type;
  const price = course.pricing_info.display_price?.trim()
    ? course.pricing_info.display_price
    : course.price !== null
      ? t(pricingType === 'monthly' ? 'card.price_monthly' : 'card.price_session', { price: formatDA(course.price, language) })
      : t('card.no_price');
  return (
    <Card withBorder radius="md" padding="md" data-testid="admin-course-card" component="article" aria-label={name}>
      <Card.Section>
        <AspectRatio ratio={COURSE_IMAGE.width / COURSE_IMAGE.height}>
          {course.image_url ? (
            <Image src={course.image_url} alt="" loading="lazy" fit="cover" />
          ) : (
            <Stack align="center" justify="center" bg="gray.1" c="gray.5" aria-hidden>
              <IconBook2 size={48} />
            </Stack>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap="xs" mt="sm" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={3} size="h5" lineClamp={2}>
              {name}
            </Title>
            {other && other !== name && (
              <Text size="sm" c="dimmed" lang={language === 'ar' ? 'en' : 'ar'} dir="auto" lineClamp={1}>
                {other}
              </Text>
            )}
          </Stack>
          <Badge color={course.archived ? 'gray' : course.is_active ? 'green' : 'red'} variant="light" style={{ flexShrink: 0 }}>
            {t(course.archived ? 'status.archived' : course.is_active ? 'status.active' : 'status.inactive')}
          </Badge>
        </Group>
        <Group gap={6}>
          <Badge variant="outline" size="sm">
            {LEVEL_LABELS[course.level][language]}
          </Badge>
          {course.subject && (
            <Badge variant="outline" size="sm" color="gray">
              {subjectLabel(course.subject, language)}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {description}
        </Text>
        <Text fw={700} c="teal" data-testid="course-price">
          <bdi>{price}</bdi>
        </Text>
        <Stack gap={2}>
          <Text size="sm">
            {t('card.seats', { available: formatNumber(course.available_seats, locale), max: formatNumber(course.seats_max, locale) })}
          </Text>
          <Text size="sm">{t('card.pricing_type', { type: t(`pricing.${pricingType}`) })}</Text>
          <Text size="sm">{t('card.category', { category: t(`category.${course.category}`) })}</Text>
          <Text size="sm" data-testid="sections-count">
            {t('card.sections', { count: course.sections_count, n: formatNumber(course.sections_count, locale) })}
          </Text>
        </Stack>
      </Stack>
      <Group gap="xs" mt="md">
        <Button size="xs" variant="light" leftSection={<IconLayoutList size={14} aria-hidden />} onClick={onSections}>
          {t('actions.sections')}
        </Button>
        <Button size="xs" variant="default" leftSection={<IconEdit size={14} aria-hidden />} onClick={onEdit}>
          {t('actions.edit')}
        </Button>
        {!course.archived && (
          <Button
            size="xs"
            variant="default"
            color={course.is_active ? 'orange' : 'green'}
            leftSection={course.is_active ? <IconPlayerPause size={14} aria-hidden /> : <IconPlayerPlay size={14} aria-hidden />}
            onClick={onToggle}
            loading={toggling}
          >
            {t(course.is_active ? 'actions.deactivate' : 'actions.activate')}
          </Button>
        )}
        <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={onDelete}>
          {t('actions.delete')}
        </Button>
      </Group>
    </Card>
  );
}
