import { describe, expect, it } from 'vitest';
import { notificationTexts, sendNotificationBody } from './admin-notifications';

const parse = (body: object) => sendNotificationBody.safeParse(body);
const texts = (body: object) => notificationTexts(sendNotificationBody.parse(body));

describe('notification form rules (spec 5)', () => {
  it('single mode needs both title and message', () => {
    expect(parse({ title: 'Holiday', message: 'Closed Friday' }).success).toBe(true);
    const missing = parse({ title: 'Holiday' });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['message', 'notification_title_and_message']]);
  });

  it('bilingual mode needs one language with both fields, and stores only complete languages', () => {
    expect(parse({ title_ar: 'عطلة', message_ar: 'مغلق يوم الجمعة', title_en: 'Holiday' }).success).toBe(true);
    const half = parse({ title_en: 'Holiday', message_ar: 'مغلق' });
    expect(half.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['message_en', 'title_ar']);
    expect(half.error!.issues.every((i) => i.message === 'notification_one_language')).toBe(true);
    expect(texts({ title_ar: 'عطلة', message_ar: 'مغلق يوم الجمعة', title_en: 'Holiday' })).toEqual({
      title_en: null,
      message_en: null,
      title_ar: 'عطلة',
      message_ar: 'مغلق يوم الجمعة',
    });
  });

  it('stores single-mode text as Arabic when it has Arabic letters, else as English', () => {
    expect(texts({ title: 'Exam', message: 'Thursday 10:00' })).toEqual({
      title_en: 'Exam',
      message_en: 'Thursday 10:00',
      title_ar: null,
      message_ar: null,
    });
    expect(texts({ title: 'BAC 2026', message: 'امتحان تجريبي' })).toEqual({
      title_en: null,
      message_en: null,
      title_ar: 'BAC 2026',
      message_ar: 'امتحان تجريبي',
    });
  });

  it('defaults the audience to everyone and the type to info', () => {
    expect(sendNotificationBody.parse({ title: 'A', message: 'B' })).toMatchObject({ target_users: 'all', type: 'info' });
  });
});
