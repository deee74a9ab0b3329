import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_TEMPLATES, unknownPlaceholders } from './messaging';
import { messagingSettingsBody, DEFAULT_MESSAGING_SETTINGS } from './schemas/messaging';

describe('unknownPlaceholders', () => {
  it('names the braces that are not placeholders, once each', () => {
    expect(unknownPlaceholders('{studnet} arrived at {time}, {studnet}!')).toEqual(['studnet']);
    expect(unknownPlaceholders('Hello {student name} {Student} {}')).toEqual(['student name', 'Student', '']);
    expect(unknownPlaceholders('{student}: {amount} due on {due_date}')).toEqual([]);
    expect(unknownPlaceholders('no braces at all, or a lone { brace')).toEqual([]);
  });

  it('finds none in the default templates, which the settings schema accepts', () => {
    for (const texts of Object.values(DEFAULT_MESSAGE_TEMPLATES)) {
      for (const text of Object.values(texts)) expect(unknownPlaceholders(text)).toEqual([]);
    }
    expect(messagingSettingsBody.safeParse(DEFAULT_MESSAGING_SETTINGS).success).toBe(true);
  });

  it('makes the settings schema refuse a template with a typo', () => {
    const templates = {
      ...DEFAULT_MESSAGING_SETTINGS.templates,
      arrival: { en: '{studnet} arrived', ar: 'وصل {student}', fr: '{student} est arrivé' },
    };
    const result = messagingSettingsBody.safeParse({ ...DEFAULT_MESSAGING_SETTINGS, templates });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['templates.arrival.en', 'placeholder_unknown']]);
  });
});
