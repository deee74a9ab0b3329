import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useLanguage } from '@/i18n/use-language';

/** An arrow pointing the way the text reads: right in English, left in Arabic. */
export function ArrowForward({ size = 18 }: { size?: number }) {
  const { dir } = useLanguage();
  const Icon = dir === 'rtl' ? IconArrowLeft : IconArrowRight;
  return <Icon size={size} aria-hidden />;
}
