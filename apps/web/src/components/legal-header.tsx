import { Stack, Text } from '@mantine/core';
import { legalHeader, type LegalHeader } from '@academy/shared';
import { Ltr } from '@/components/bidi';
import { useLanguage } from '@/i18n/use-language';
import { useSitePart, type SiteInfo } from '@/lib/api/get-site';

/**
 * The academy's legal identity as receipts and statements print it (issue 28 item 2): legal name, address, phone,
 * then "RC … · NIF … · NIS … · AI …". The labels are Latin in every language, as Algerian documents print them; on
 * an Arabic page each number's Arabic name is its title. The phone and the numbers stay left to right.
 */
export function LegalHeaderLines({ legal }: { legal: LegalHeader }) {
  return (
    <Stack gap={0} mt={4} data-testid="legal-identity">
      {legal.name && (
        <Text size="sm" fw={700}>
          {legal.name}
        </Text>
      )}
      {legal.address && <Text size="sm">{legal.address}</Text>}
      {legal.phone && (
        <Text size="sm">
          <Ltr>{legal.phone}</Ltr>
        </Text>
      )}
      {legal.numbers.length > 0 && (
        <Text size="sm" data-testid="legal-numbers">
          <Ltr>
            {legal.numbers.map((n, index) => (
              <span key={n.key}>
                {index > 0 && ' · '}
                {/* A number never breaks across lines; the line wraps between numbers. */}
                <span title={n.words ?? undefined} style={{ whiteSpace: 'nowrap' }}>
                  {n.label} {n.value}
                </span>
              </span>
            ))}
          </Ltr>
        </Text>
      )}
    </Stack>
  );
}

const selectLegal = (site: SiteInfo) => site.legal;

/** The site's legal identity in the page's language (from GET /api/site); nothing while none is set. */
export function SiteLegalHeader() {
  const { lang } = useLanguage();
  const legal = legalHeader(useSitePart(selectLegal), lang);
  return legal ? <LegalHeaderLines legal={legal} /> : null;
}
