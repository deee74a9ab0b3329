import { Button, SimpleGrid } from '@mantine/core';
import { IconAbc, IconBalloon, IconMusic, IconPalette, IconPuzzle, IconSchool, IconShieldCheck, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMainSiteTranslation } from './main-site-texts';
import { CourseShowcase } from '@/features/public/components/course-showcase';
import { PageMeta } from '@/components/page-meta';
import { Island } from '@/islands/island';
import { paths } from '@/lib/paths';
import { ArrowForward } from './components/arrow-forward';
import { CtaBand } from './components/cta-band';
import { GalleryStrip } from './gallery/gallery-strip';
import { Hero } from './components/hero';
import { InfoCard } from './components/info-card';
import { Section } from './components/section';

const BLOCKS = [
  { key: 'play', icon: <IconPuzzle size={26} />, color: 'pink' },
  { key: 'groups', icon: <IconUsersGroup size={26} />, color: 'orange' },
  { key: 'school', icon: <IconSchool size={26} />, color: 'grape' },
  { key: 'care', icon: <IconShieldCheck size={26} />, color: 'teal' },
] as const;

/** `/little-stars`: the preschool, its classes and how to join. */
export function LittleStarsPage() {
  const { t } = useMainSiteTranslation();
  const preschool = paths.coursesForLevel('preschool');
  return (
    <>
      <PageMeta title={t('little_stars.meta_title')} description={(name) => t('little_stars.meta_description', { name })} />
      <Hero
        tone="stars"
        eyebrow={t('little_stars.eyebrow')}
        title={t('little_stars.title')}
        text={t('little_stars.intro')}
        icons={[
          <IconBalloon key="balloon" size={52} stroke={1.5} color="var(--mantine-color-pink-6)" />,
          <IconAbc key="abc" size={52} stroke={1.5} color="var(--mantine-color-orange-6)" />,
          <IconMusic key="music" size={52} stroke={1.5} color="var(--mantine-color-grape-6)" />,
          <IconPalette key="palette" size={52} stroke={1.5} color="var(--mantine-color-teal-6)" />,
        ]}
        actions={
          <>
            <Button component={Link} to={preschool} size="md" color="pink" rightSection={<ArrowForward />}>
              {t('little_stars.cta.see_courses')}
            </Button>
            <Button component={Link} to={paths.register} size="md" variant="white" color="pink">
              {t('little_stars.cta.register')}
            </Button>
          </>
        }
      />

      <Section title={t('little_stars.blocks_title')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {BLOCKS.map((block) => (
            <InfoCard key={block.key} title={t(`little_stars.blocks.${block.key}.title`)} icon={block.icon} color={block.color}>
              {t(`little_stars.blocks.${block.key}.text`)}
            </InfoCard>
          ))}
        </SimpleGrid>
      </Section>

      <Section title={t('little_stars.courses.title')} intro={t('little_stars.courses.intro')} tint="pink">
        <Island name="course-showcase" component={CourseShowcase} props={{ level: 'preschool', action: 'join' }} />
      </Section>

      <GalleryStrip />

      <CtaBand tone="pink" title={t('little_stars.cta.title')} text={t('little_stars.cta.text')}>
        <Button component={Link} to={preschool} color="pink" rightSection={<ArrowForward />}>
          {t('little_stars.cta.see_courses')}
        </Button>
        <Button component={Link} to={paths.register} variant="default">
          {t('little_stars.cta.register')}
        </Button>
        <Button component={Link} to={paths.contact} variant="subtle" color="pink">
          {t('little_stars.cta.contact')}
        </Button>
      </CtaBand>
    </>
  );
}
