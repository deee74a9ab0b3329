import { contactMessages, contactReplies, notifications } from '../schema';
import { searchText } from '../../lib/search-text';
import { DEMO_PARENT } from './accounts';
import { localInstant, minutes, type SeedContext } from './helpers';
import type { Family } from './plan-families';

/** Phase 6: contact messages (unread, read, answered) with the academy's replies, and two notifications sent to parents. */
export async function insertMessages(
  { tx, now, daysAgo, adminId }: SeedContext,
  families: Family[],
  userIdByPhone: Map<string, number>,
  userIdOf: (f: Family) => number | null,
  parentsWithAccounts: number,
) {
  const demoUserId = userIdByPhone.get(DEMO_PARENT.phone)!;
  const arabicFamily = families.find((f) => f.userPhone && /[\u0600-\u06FF]/.test(f.fullName))!;
  const msg = (ago: number, hhmm: string) => new Date(Math.min(localInstant(daysAgo(ago), hhmm).getTime(), now.getTime() - 5 * 60_000));
  const messages = [
    {
      userId: userIdOf(arabicFamily),
      name: arabicFamily.fullName,
      email: null,
      subject: 'استفسار عن دروس البكالوريا',
      message: 'السلام عليكم، هل يمكن لابني الالتحاق بدروس الرياضيات للبكالوريا في منتصف السنة؟ وكم عدد الحصص في الأسبوع؟',
      status: 'unread' as const,
      createdAt: msg(0, '08:40'),
    },
    {
      userId: null,
      name: 'Sofia Khelifi',
      email: 'sofia.khelifi@gmail.com',
      subject: 'Coding course for my son',
      message:
        'Hello, my son is 13 and has never programmed before. Is the Scratch & Python course suitable for him, and do students need their own laptop?',
      status: 'unread' as const,
      createdAt: msg(1, '21:10'),
    },
    {
      userId: null,
      name: 'Mourad Ferhat',
      email: 'mourad.ferhat@yahoo.fr',
      subject: 'Saturday schedule',
      message: 'Are classes held on Saturday mornings during the school holidays as well?',
      status: 'read' as const,
      createdAt: msg(4, '19:25'),
    },
    {
      userId: demoUserId,
      name: DEMO_PARENT.name,
      email: DEMO_PARENT.email,
      subject: 'Paying by bank transfer',
      message: 'Good evening, can I pay Yacine’s sessions by bank transfer at the end of the month instead of cash at each session?',
      status: 'responded' as const,
      createdAt: msg(9, '20:02'),
    },
    {
      userId: null,
      name: 'خديجة سعدي',
      email: 'khadidja.saadi@gmail.com',
      subject: 'هل يوجد فوج مسائي للقرآن؟',
      message: 'أرغب في تسجيل ابنتي ذات الخمس سنوات في حصص القرآن، هل يوجد فوج بعد الظهر؟',
      status: 'responded' as const,
      createdAt: msg(12, '14:30'),
    },
  ];
  const messageRows = await tx
    .insert(contactMessages)
    .values(messages.map((m) => ({ ...m, searchText: searchText(m.name, m.email, m.subject), updatedAt: m.createdAt })))
    .returning({ id: contactMessages.id, subject: contactMessages.subject, createdAt: contactMessages.createdAt });
  const replies: Record<string, string> = {
    'Paying by bank transfer':
      'Hello Mr Benali, yes: bank transfers are accepted. Please put Yacine’s card number (ST10000001) in the transfer reference and we will record the payment as soon as it arrives.',
    'هل يوجد فوج مسائي للقرآن؟':
      'وعليكم السلام، نعم يوجد فوج يوم الأربعاء من الساعة 14:00 إلى 15:30. يمكنكم التسجيل من الموقع أو في مكتب الاستقبال.',
  };
  await tx.insert(contactReplies).values(
    messageRows
      .filter((m) => replies[m.subject])
      .map((m) => {
        const at = minutes(m.createdAt, 16 * 60);
        return { messageId: m.id, authorId: adminId, body: replies[m.subject]!, createdAt: at, updatedAt: at };
      }),
  );

  await tx.insert(notifications).values([
    {
      titleEn: 'Mock BEM and BAC exams',
      titleAr: 'امتحانات تجريبية لشهادة التعليم المتوسط والبكالوريا',
      messageEn:
        'Mock exams for 4AM and 3AS students take place next Saturday from 08:00. Please arrive 15 minutes early with your student card.',
      messageAr:
        'تُجرى الامتحانات التجريبية لتلاميذ السنة الرابعة متوسط والثالثة ثانوي يوم السبت المقبل ابتداءً من الساعة 08:00. يرجى الحضور قبل 15 دقيقة مع بطاقة التلميذ.',
      targetUsers: 'all' as const,
      type: 'info' as const,
      sentBy: adminId,
      sentCount: parentsWithAccounts,
      createdAt: localInstant(daysAgo(3), '11:00'),
      updatedAt: localInstant(daysAgo(3), '11:00'),
    },
    {
      titleEn: 'Unpaid sessions',
      titleAr: 'حصص غير مدفوعة',
      messageEn:
        'Some sessions are still unpaid. Please settle them at the front desk or by bank transfer before the end of the month. Thank you!',
      messageAr: 'بعض الحصص لم تُدفع بعد. يرجى تسويتها في مكتب الاستقبال أو بتحويل بنكي قبل نهاية الشهر. شكراً لكم!',
      targetUsers: 'parents' as const,
      type: 'warning' as const,
      sentBy: adminId,
      sentCount: parentsWithAccounts,
      createdAt: localInstant(daysAgo(1), '17:30'),
      updatedAt: localInstant(daysAgo(1), '17:30'),
    },
  ]);
}
