import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '@academy/shared';

/** Male / female, as a native select (easy on phones, plain for assistive technology). */
export function GenderSelect(props: Omit<NativeSelectProps, 'data'>) {
  const { t } = useTranslation();
  const data = [
    { value: '', label: t('gender.choose'), disabled: true },
    ...GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}`) })),
  ];
  return <NativeSelect label={t('gender.label')} data={data} {...props} />;
}
