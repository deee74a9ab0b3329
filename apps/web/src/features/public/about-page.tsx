import { Button, SimpleGrid, Text } from '@mantine/core';
import { IconEye, IconHeart, IconHeartHandshake, IconPencil, IconShieldCheck, IconTarget } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMainSiteTranslation } from './main-site-texts';
import { AcademyText } from '@/components/academy-text';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { AboutText } from './components/about-text';
import { ArrowForward } from './components/arrow-forward';
import { CtaBand } from './components/cta-band';
import { InfoCard } from './components/info-card';
import { PageHeader } from './components/page-header';
import { Section } from './components/section';

const VALUES = [
  { key: 'care', icon: <IconHeart size={26} />, color: 'pink' },
  { key: 'rigour', icon: <IconPencil size={26} />, color: 'blue' },
  { key: 'honesty', icon: <IconShieldCheck size={26} />, color: 'teal' },
  { key: 'respect', icon: <IconHeartHandshake size={26} />, color: 'orange' },
] as const;

/** `/about`: who we are, our mission, vision and values. */
export function AboutPage() {
  const { t } = useMainSiteTranslation();
  return (
    <>
      <PageMeta title={t('about.title')} description={(name) => t('about.meta_description', { name })} />
      <PageHeader title={t('about.title')} lead={<AcademyText>{(name) => t('about.intro', { name })}</AcademyText>}>
        <Text size="md" lh={1.75} c="dark.4" style={{ whiteSpace: 'pre-line' }}>
          <AboutText fallback={t('about.story')} />
        </Text>
      </PageHeader>

      <Section title={t('about.purpose_title')} tint="gray">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <InfoCard title={t('about.mission.title')} icon={<IconTarget size={26} />} color="blue" textSize="md">
            {t('about.mission.text')}
          </InfoCard>
          <InfoCard title={t('about.vision.title')} icon={<IconEye size={26} />} color="grape" textSize="md">
            {t('about.vision.text')}
          </InfoCard>
        </SimpleGrid>
      </Section>

      <Section title={t('about.values.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {VALUES.map((value) => (
            <InfoCard key={value.key} title={t(`about.values.${value.key}.title`)} icon={value.icon} color={value.color}>
              {t(`about.values.${value.key}.text`)}
            </InfoCard>
          ))}
        </SimpleGrid>
      </Section>

      <CtaBand title={t('about.cta.title')} text={t('about.cta.text')}>
        <Button component={Link} to={paths.courses} rightSection={<ArrowForward />}>
          {t('about.cta.courses')}
        </Button>
        <Button component={Link} to={paths.contact} variant="default">
          {t('about.cta.contact')}
        </Button>
      </CtaBand>
    </>
  );
}
