import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const SEARCH_DEBOUNCE_MS = 300;

/** The search box: what is typed reaches the URL (and the server) 300 ms after the last key. */
export function SearchField({ value, onSearch }: { value: string; onSearch: (search: string | undefined) => void }) {
  const { t } = useTranslation('courses');
  const [text, setText] = useState(value);
  const [urlValue, setUrlValue] = useState(value);
  const send = useDebouncedCallback((next: string) => onSearch(next.trim() || undefined), SEARCH_DEBOUNCE_MS);

  // The URL changed elsewhere (clear all, back button): show its search, unless it is what is typed.
  if (value !== urlValue) {
    setUrlValue(value);
    if (text.trim() !== value) setText(value);
  }

  const change = (next: string) => {
    setText(next);
    send(next);
  };

  return (
    <TextInput
      enterKeyHint="search"
      label={t('filters.search')}
      placeholder={t('filters.search_placeholder')}
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
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
