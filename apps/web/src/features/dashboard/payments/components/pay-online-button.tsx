import { Button, type ButtonProps } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeesAllocation, OnlinePaymentOption } from '@academy/shared';
import { PayOnlineDialog } from './pay-online-dialog';

interface Props extends Omit<ButtonProps, 'children' | 'onClick'> {
  option: OnlinePaymentOption;
  feesAllocation: FeesAllocation;
  label?: string;
}

/** "Pay online" for one of the server's options; opens the dialog that takes the parent to Chargily. */
export function PayOnlineButton({ option, feesAllocation, label, ...button }: Props) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        leftSection={<IconCreditCard size={18} aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid="pay-online"
        data-purpose={option.purpose}
        {...button}
      >
        {label ?? t('payments.online.pay_button')}
      </Button>
      {open && <PayOnlineDialog option={option} feesAllocation={feesAllocation} onClose={() => setOpen(false)} />}
    </>
  );
}
