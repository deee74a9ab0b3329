import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBook2,
  IconCertificate,
  IconChalkboard,
  IconMathSymbols,
  IconMessageCircle,
  IconSchool,
  IconStar,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMainSiteTranslation } from './main-site-texts';
import { CourseShowcase } from '@/features/public/components/course-showcase';
import { AcademyText } from '@/components/academy-text';
import { PageMeta } from '@/components/page-meta';
import { Island } from '@/islands/island';
import { useLanguage } from '@/i18n/use-language';
import { useSitePart, type SiteInfo } from '@/lib/api/get-site';
import { paths } from '@/lib/paths';
import { AboutText } from './components/about-text';
import { ArrowForward } from './components/arrow-forward';
import { ContactPanel } from './components/contact-panel';
import { GalleryStrip } from './gallery/gallery-strip';
import { Hero } from './components/hero';
import { InfoCard } from './components/info-card';
import { Section } from './components/section';
import { TestimonialCard } from './components/testimonial-card';

const STAGES: { key: 'primary' | 'middle' | 'secondary' | 'little_stars'; to: string; color: string }[] = [
  { key: 'little_stars', to: paths.littleStars, color: 'pink' },
  { key: 'primary', to: paths.coursesForLevel('primary'), color: 'teal' },
  { key: 'middle', to: paths.coursesForLevel('middle'), color: 'blue' },
  { key: 'secondary', to: paths.coursesForLevel('high'), color: 'indigo' },
];

const REASONS = [
  { key: 'small_groups', icon: <IconUsersGroup size={26} />, color: 'blue' },
  { key: 'teachers', icon: <IconChalkboard size={26} />, color: 'teal' },
  { key: 'parents', icon: <IconMessageCircle size={26} />, color: 'orange' },
  { key: 'exams', icon: <IconCertificate size={26} />, color: 'grape' },
] as const;

const TESTIMONIALS = [
  { key: 'nadia', color: 'blue' },
  { key: 'amina', color: 'grape' },
  { key: 'karim', color: 'pink' },
] as const;

const selectTestimonials = (site: SiteInfo) => site.testimonials;

/** The admin's testimonials (settings) replace the built-in ones once saved. */
function Testimonials() {
  const { t } = useMainSiteTranslation();
  const { lang } = useLanguage();
  const saved = (useSitePart(selectTestimonials) ?? [])
    .map((item, index) => ({
      key: `saved-${index}`,
      color: TESTIMONIALS[index % TESTIMONIALS.length]!.color,
      quote: (lang === 'ar' ? item.text_ar : item.text_en) || item.text_en || item.text_ar,
      author: item.name,
      role: (lang === 'ar' ? item.role_ar : item.role_en) || item.role_en || item.role_ar,
    }))
    .filter((item) => item.quote);
  const testimonials = saved.length
    ? saved
    : TESTIMONIALS.map((item) => ({
        ...item,
        quote: t(`home.testimonials.${item.key}.quote`),
        author: t(`home.testimonials.${item.key}.author`),
        role: t(`home.testimonials.${item.key}.role`),
      }));
  return (
    <Section title={t('home.testimonials.title')} intro={t('home.testimonials.intro')} tint="blue">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {testimonials.map((item) => (
          <TestimonialCard key={item.key} color={item.color} quote={item.quote} author={item.author} role={item.role} />
        ))}
      </SimpleGrid>
    </Section>
  );
}

function About() {
  const { t } = useMainSiteTranslation();
  return (
    <Section title={<AcademyText>{(name) => t('home.about.title', { name })}</AcademyText>}>
      <Stack gap="lg" align="flex-start" maw={820}>
        <Text size="lg" lh={1.75} style={{ whiteSpace: 'pre-line' }}>
          <AboutText fallback={t('home.about.text')} />
        </Text>
        <Button component={Link} to={paths.about} variant="default" rightSection={<ArrowForward />}>
          {t('home.about.link')}
        </Button>
      </Stack>
    </Section>
  );
}

/**
 * `/home`: the academy's own page, from the hero to the contact form. The parts that show /api/site's data
 * are components of their own, so its answer re-renders them and not the whole page.
 */
export function HomePage() {
  const { t } = useMainSiteTranslation();
  return (
    <>
      <PageMeta title={t('home.meta_title')} description={(name) => t('home.meta_description', { name })} />
      <Hero
        tone="academy"
        eyebrow={t('home.hero.eyebrow')}
        title={t('home.hero.title')}
        text={<AcademyText>{(name) => t('home.hero.text', { name })}</AcademyText>}
        icons={[
          <IconBook2 key="book" size={52} stroke={1.5} />,
          <IconMathSymbols key="maths" size={52} stroke={1.5} />,
          <IconSchool key="school" size={52} stroke={1.5} />,
          <IconCertificate key="exam" size={52} stroke={1.5} />,
        ]}
        actions={
          <>
            <Button component={Link} to={paths.courses} size="md" color="white" c="blue.8" rightSection={<ArrowForward />}>
              {t('home.hero.browse_courses')}
            </Button>
            <Button component={Link} to={paths.register} size="md" variant="outline" color="white">
              {t('home.hero.register')}
            </Button>
          </>
        }
      />

      <Section title={t('home.stages.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {STAGES.map((stage) => (
            <Card key={stage.key} withBorder radius="lg" padding="lg">
              <Stack gap="xs" h="100%">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Title order={3} size="h4">
                    {t(`home.stages.${stage.key}.title`)}
                  </Title>
                  <ThemeIcon variant="light" color={stage.color} radius="xl" aria-hidden>
                    {stage.key === 'little_stars' ? <IconStar size={18} /> : <IconSchool size={18} />}
                  </ThemeIcon>
                </Group>
                <Badge variant="light" color={stage.color} size="lg" radius="sm" tt="none">
                  {t(`home.stages.${stage.key}.grades`)}
                </Badge>
                <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                  {t(`home.stages.${stage.key}.text`)}
                </Text>
                <Anchor component={Link} to={stage.to} size="sm" fw={600} c={stage.color}>
                  <Group gap={4} component="span" wrap="nowrap">
                    {stage.key === 'little_stars' ? t('public:landing.little_stars_action') : t('home.stages.link')}
                    <ArrowForward size={14} />
                  </Group>
                </Anchor>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Section>

      <Section title={t('home.why.title')} intro={t('home.why.intro')} tint="gray">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {REASONS.map((reason) => (
            <InfoCard key={reason.key} title={t(`home.why.${reason.key}.title`)} icon={reason.icon} color={reason.color}>
              {t(`home.why.${reason.key}.text`)}
            </InfoCard>
          ))}
        </SimpleGrid>
      </Section>

      <Section title={t('home.courses.title')} intro={t('home.courses.intro')}>
        <Island name="course-showcase" component={CourseShowcase} props={{ action: 'home' }} />
      </Section>

      <Testimonials />

      <About />

      <GalleryStrip />

      <Section title={t('home.contact.title')} intro={t('home.contact.intro')} tint="gray">
        <ContactPanel />
      </Section>
    </>
  );
}
