import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 9: what is typed reaches the URL (and the server) 300 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A search box whose value lives in the URL: typed text is sent 300 ms after the last key. */
export function SearchInput({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (search: string | undefined) => void;
  label: string;
  placeholder: string;
}) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(value);
  const [urlValue, setUrlValue] = useState(value);
  const send = useDebouncedCallback((next: string) => onSearch(next.trim() || undefined), SEARCH_DEBOUNCE_MS);

  // The URL changed elsewhere (clear all, back button): show its search, unless it is what is typed.
  if (value !== urlValue) {
    setUrlValue(value);
    if (text.trim() !== value) setText(value);
  }

  return (
    <TextInput
      enterKeyHint="search"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      rightSection={
        text ? (
          <CloseButton
            aria-label={t('filters.clear_search')}
            onClick={() => {
              setText('');
              send.cancel();
              onSearch(undefined);
            }}
          />
        ) : null
      }
      maxLength={100}
    />
  );
}
