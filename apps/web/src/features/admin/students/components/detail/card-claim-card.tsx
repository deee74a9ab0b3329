import { Badge, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconLockOpen, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardClaim } from '@academy/shared';
import { Phone } from '@/components/phone';
import { useLanguage } from '@/i18n/use-language';
import { notifySuccess } from '@/lib/api/notify';
import { formatDateTime } from '@/lib/format-date-time';
import { useCardClaim } from '../../api/get-card-claim';
import { useResetCardClaim } from '../../api/reset-card-claim';
import { DetailCard } from './detail-card';
import { InfoRow } from './info-row';

/**
 * The claim of the student's card (first-time barcode login): claimed or not, by which account, when, the
 * card's failed attempts and lock; Reset claim lets the family claim it again (or only unlocks it).
 */
const claimedByCard = (claim: CardClaim) => claim.claimed && claim.claimed_at !== null;

export function CardClaimCard({ studentId }: { studentId: number }) {
  const { t } = useTranslation('admin');
  const claim = useCardClaim(studentId);
  const [confirming, setConfirming] = useState(false);
  const data = claim.data;
  // A family that registered online (linked, never claimed by card) keeps its account: only a card claim is reset.
  const canReset = Boolean(data && (claimedByCard(data) || data.failed_attempts > 0 || data.locked_until));
  return (
    <DetailCard
      title={t('card_claim.title')}
      testId="card-claim-card"
      actions={
        canReset && (
          <Button
            size="xs"
            variant="light"
            color={data && claimedByCard(data) ? 'red' : 'blue'}
            leftSection={data && claimedByCard(data) ? <IconRefresh size={14} aria-hidden /> : <IconLockOpen size={14} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {t('card_claim.reset')}
          </Button>
        )
      }
    >
      {claim.isPending ? (
        <Skeleton h={120} />
      ) : claim.isError || !data ? (
        <Text size="sm" c="red">
          {t('card_claim.load_failed')}
        </Text>
      ) : (
        <ClaimRows claim={data} />
      )}
      {confirming && data && <ResetModal studentId={studentId} claim={data} onClose={() => setConfirming(false)} />}
    </DetailCard>
  );
}

function ClaimRows({ claim }: { claim: CardClaim }) {
  const { t } = useTranslation('admin');
  const { locale } = useLanguage();
  const status = !claim.claimed ? t('card_claim.not_claimed') : claim.claimed_at ? t('card_claim.claimed') : t('card_claim.linked');
  return (
    <dl style={{ margin: 0 }}>
      <InfoRow label={t('card_claim.status')}>
        <Badge color={claim.claimed ? 'green' : 'gray'} variant="light">
          {status}
        </Badge>
      </InfoRow>
      {claim.account && (
        <InfoRow label={t('card_claim.account')}>
          {claim.account.full_name ?? `#${claim.account.id}`} {claim.account.phone && <Phone value={claim.account.phone} />}
          {!claim.account.is_active && ` (${t('card_claim.account_inactive')})`}
        </InfoRow>
      )}
      {claim.claimed_at && <InfoRow label={t('card_claim.claimed_at')}>{formatDateTime(claim.claimed_at, locale)}</InfoRow>}
      <InfoRow label={t('card_claim.phone_on_file')}>{claim.phone_on_file ? t('card_claim.has_phone') : t('card_claim.no_phone')}</InfoRow>
      <InfoRow label={t('card_claim.failed_attempts')}>
        <Group gap="xs" component="span" justify="flex-end">
          <span>{claim.failed_attempts}</span>
          {claim.locked_until && (
            <Badge color="red" variant="light">
              {t('card_claim.locked_until', { time: formatDateTime(claim.locked_until, locale) })}
            </Badge>
          )}
        </Group>
      </InfoRow>
    </dl>
  );
}

function ResetModal({ studentId, claim, onClose }: { studentId: number; claim: CardClaim; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const reset = useResetCardClaim();
  return (
    <Modal opened onClose={onClose} title={t('card_claim.reset_title')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md">
        <Text>{claimedByCard(claim) ? t('card_claim.reset_confirm') : t('card_claim.unlock_confirm')}</Text>
        {claimedByCard(claim) && (
          <Text size="sm" c="dimmed">
            {t('card_claim.reset_effects')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={reset.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={reset.isPending}
            onClick={() =>
              reset.mutate(studentId, {
                onSuccess: ({ unlinked }) => {
                  notifySuccess(unlinked ? t('card_claim.done') : t('card_claim.unlocked'));
                  onClose();
                },
              })
            }
          >
            {t('card_claim.reset')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
