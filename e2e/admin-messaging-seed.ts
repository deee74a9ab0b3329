// Seeds the delivery log of e2e/admin-messaging.test.mjs before its server starts: a migrated PGlite under
// DATA_DIR/pglite with two families and their messages (a failed SMS, a delivered e-mail, an SMS held by quiet hours).
// The browser test cannot write them through the API (only events and the worker write the outbox), and the
// server's PGlite belongs to its process once it runs. Usage: node --import tsx e2e/admin-messaging-seed.ts DATA_DIR
import path from 'node:path';
import { smsSegments } from '@academy/shared';
import { migrateDatabase, openPglite } from '../apps/server/src/db/client';
import { messageAttempts, messageOutbox, parents } from '../apps/server/src/db/schema';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: admin-messaging-seed.ts DATA_DIR');

const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
await migrateDatabase(database);
const { db } = database;
const now = new Date();
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

const [samira, omar] = await db
  .insert(parents)
  .values([
    { fullName: 'سميرة خليفي', phone: '0551234567', email: 'samira@example.dz', createdAt: ago(600), updatedAt: ago(600) },
    { fullName: 'Omar Belkacem', phone: '0662000111', email: 'omar@example.dz', createdAt: ago(600), updatedAt: ago(600) },
  ])
  .returning();

const arrival = 'وصل(ت) ياسين على الساعة 16:02 (رياضيات). أكاديمية النور';
const row = (
  r: Partial<typeof messageOutbox.$inferInsert> & Pick<typeof messageOutbox.$inferInsert, 'dedupeKey' | 'channel' | 'address' | 'body'>,
) => ({
  event: 'arrival' as const,
  eventKey: r.dedupeKey.split('|')[0]!,
  language: 'ar' as const,
  segments: r.channel === 'sms' ? smsSegments(r.body).segments : 0,
  notBefore: ago(30),
  nextAttemptAt: ago(30),
  createdAt: ago(30),
  updatedAt: ago(30),
  ...r,
});

const [failed] = await db
  .insert(messageOutbox)
  .values([
    row({
      dedupeKey: `arrival:record:1|p${samira!.id}|sms`,
      channel: 'sms',
      parentId: samira!.id,
      recipientName: samira!.fullName,
      address: '0551234567',
      body: arrival,
      status: 'failed',
      attempts: 2,
      lastError: 'Gateway answered 503',
    }),
  ])
  .returning();
await db.insert(messageAttempts).values([
  { outboxId: failed!.id, at: ago(29), ok: false, httpStatus: 500, error: 'Gateway answered 500' },
  { outboxId: failed!.id, at: ago(28), ok: false, httpStatus: 503, error: 'Gateway answered 503' },
]);
await db.insert(messageOutbox).values([
  row({
    dedupeKey: `arrival:record:1|p${samira!.id}|email`,
    channel: 'email',
    parentId: samira!.id,
    recipientName: samira!.fullName,
    address: 'samira@example.dz',
    subject: 'أكاديمية النور',
    body: arrival,
    status: 'delivered',
    attempts: 1,
    sentAt: ago(29),
    deliveredAt: ago(29),
  }),
  row({
    dedupeKey: `notification:1|p${omar!.id}|sms`,
    event: 'notification',
    channel: 'sms',
    parentId: omar!.id,
    recipientName: omar!.fullName,
    address: '0662000111',
    language: 'en',
    body: 'Closed on Thursday: the academy is closed on Thursday.',
    // Held by quiet hours until 08:00 tomorrow (Africa/Algiers).
    notBefore: new Date(now.getTime() + 10 * 3600_000),
    nextAttemptAt: new Date(now.getTime() + 10 * 3600_000),
    createdAt: ago(5),
    updatedAt: ago(5),
  }),
]);
await database.close();
