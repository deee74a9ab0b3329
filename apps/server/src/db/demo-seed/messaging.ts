import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  academyClock,
  DEFAULT_MESSAGING_SETTINGS,
  fillTemplate,
  isMobilePhone,
  smsSegments,
  type Language,
  type MessageStatus,
} from '@academy/shared';
import {
  attendanceRecords,
  courses,
  messageAttempts,
  messageOutbox,
  parentMessagePreferences,
  parents,
  sections,
  students,
  users,
} from '../schema';
import { DEMO_PARENT } from './accounts';
import { minutes, type SeedContext } from './helpers';

const ACADEMY: Record<Language, string> = { en: 'Nour Academy', ar: 'أكاديمية النور', fr: 'Académie Nour' };
const ARRIVALS = 40;

/**
 * Phase 11 (no draw from the PRNG): two days of messages, so the admin's messages log and the parent's preferences
 * show what a running academy has. The arrival SMS of the latest 40 door marks, in each family's language (the demo
 * parent reads Arabic and keeps the default quiet hours): most delivered, one failed after the gateway refused it,
 * one skipped for a family that replied STOP. Only dated in the past; nothing is left queued for the worker.
 */
export async function insertMessagingDemo({ tx, now, today }: SeedContext) {
  const [demo] = await tx
    .select({ id: parents.id })
    .from(parents)
    .innerJoin(users, eq(users.id, parents.userId))
    .where(eq(users.email, DEMO_PARENT.email));
  const marks = await tx
    .select({
      parentId: students.parentId,
      parentName: parents.fullName,
      phone: parents.phone,
      studentId: students.id,
      student: students.name,
      sectionId: attendanceRecords.sectionId,
      date: attendanceRecords.attendanceDate,
      markedAt: attendanceRecords.markedAt,
      courseEn: courses.nameEn,
      courseAr: courses.nameAr,
    })
    .from(attendanceRecords)
    .innerJoin(students, eq(students.id, attendanceRecords.studentId))
    .innerJoin(parents, eq(parents.id, students.parentId))
    .innerJoin(sections, eq(sections.id, attendanceRecords.sectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(
      and(
        inArray(attendanceRecords.status, ['present', 'late']),
        gte(attendanceRecords.attendanceDate, sql`(${today}::date - 2)`),
        sql`${attendanceRecords.markedAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(attendanceRecords.markedAt))
    .limit(ARRIVALS);
  const withPhone = marks.filter((m) => isMobilePhone(m.phone));
  if (!withPhone.length) return;

  // The demo parent reads Arabic; every third family chose English; one family replied STOP.
  const stoppedParent = withPhone.find((m) => m.parentId !== demo?.id)?.parentId ?? null;
  const language = (parentId: number | null, i: number): Language => (parentId === demo?.id ? 'ar' : i % 3 === 0 ? 'en' : 'ar');
  const prefs = [
    ...(demo ? [{ parentId: demo.id, language: 'ar' as const, createdAt: now, updatedAt: now }] : []),
    ...(stoppedParent ? [{ parentId: stoppedParent, smsStoppedAt: minutes(now, -26 * 60), createdAt: now, updatedAt: now }] : []),
  ];
  if (prefs.length) await tx.insert(parentMessagePreferences).values(prefs).onConflictDoNothing();

  const rows = withPhone.map((m, i) => {
    const lang = language(m.parentId, i);
    const body = fillTemplate(DEFAULT_MESSAGING_SETTINGS.templates.arrival[lang], {
      academy: ACADEMY[lang],
      student: m.student,
      time: academyClock(m.markedAt).time,
      course: lang === 'ar' ? (m.courseAr ?? m.courseEn ?? '') : (m.courseEn ?? m.courseAr ?? ''),
    });
    const eventKey = `arrival:${m.studentId}:${m.sectionId}:${m.date}`;
    const status: MessageStatus = m.parentId === stoppedParent ? 'skipped' : i === 5 ? 'failed' : i < 3 ? 'sent' : 'delivered';
    const sentAt = status === 'sent' || status === 'delivered' ? minutes(m.markedAt, 0.1) : null;
    return {
      dedupeKey: `${eventKey}|p${m.parentId}|sms`,
      event: 'arrival' as const,
      eventKey,
      channel: 'sms' as const,
      parentId: m.parentId,
      address: m.phone!,
      recipientName: m.parentName,
      language: lang,
      body,
      segments: smsSegments(body).segments,
      status,
      notBefore: m.markedAt,
      nextAttemptAt: m.markedAt,
      attempts: status === 'skipped' ? 0 : 1,
      providerId: sentAt ? `outbox-demo-${m.studentId}-${m.date}` : null,
      lastError:
        status === 'skipped' ? 'sms_stopped' : status === 'failed' ? 'The gateway refused the number (400: invalid phone number).' : null,
      sentAt,
      deliveredAt: status === 'delivered' ? minutes(m.markedAt, 0.5) : null,
      createdAt: m.markedAt,
      updatedAt: m.markedAt,
    };
  });
  const inserted = await tx
    .insert(messageOutbox)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: messageOutbox.id, status: messageOutbox.status, at: messageOutbox.createdAt, error: messageOutbox.lastError });
  const attempts = inserted
    .filter((r) => r.status !== 'skipped')
    .map((r) => ({
      outboxId: r.id,
      at: minutes(r.at, 0.1),
      ok: r.status !== 'failed',
      httpStatus: r.status === 'failed' ? 400 : 202,
      error: r.status === 'failed' ? r.error : null,
      worker: 'demo',
    }));
  if (attempts.length) await tx.insert(messageAttempts).values(attempts);
}
