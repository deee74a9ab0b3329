import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { CONTACT_STATUSES, NOTIFICATION_TARGETS, NOTIFICATION_TYPES } from '@academy/shared';
import { id, timestamps } from './common';
import { users } from './people';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: varchar({ length: 120 }).notNull(),
    email: varchar({ length: 200 }),
    subject: varchar({ length: 200 }).notNull(),
    message: text().notNull(),
    status: varchar({ length: 16, enum: CONTACT_STATUSES }).notNull().default('unread'),
    searchText: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('contact_messages_status_created_idx').on(t.status, t.createdAt),
    index('contact_messages_user_idx').on(t.userId),
    index('contact_messages_email_created_idx').on(t.email, t.createdAt),
  ],
);

/** The academy's replies to a message, oldest first. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: id(),
    messageId: integer()
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    ...timestamps,
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    titleEn: varchar({ length: 200 }),
    titleAr: varchar({ length: 200 }),
    messageEn: text(),
    messageAr: text(),
    targetUsers: varchar({ length: 16, enum: NOTIFICATION_TARGETS }).notNull().default('all'),
    type: varchar({ length: 16, enum: NOTIFICATION_TYPES }).notNull().default('info'),
    sentBy: integer().references(() => users.id, { onDelete: 'set null' }),
    sentCount: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('notifications_created_idx').on(t.createdAt)],
);

export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: integer()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] }), index('notification_reads_user_idx').on(t.userId)],
);

export const galleryItems = pgTable(
  'gallery_items',
  {
    id: id(),
    titleEn: varchar({ length: 200 }),
    titleAr: varchar({ length: 200 }),
    captionEn: text(),
    captionAr: text(),
    imageUrl: text().notNull(),
    thumbUrl: text(),
    sortOrder: integer().notNull().default(0),
    isPublished: boolean().notNull().default(true),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('gallery_published_order_idx').on(t.isPublished, t.sortOrder)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: varchar({ length: 64 }).notNull(),
    entity: varchar({ length: 40 }).notNull(),
    entityId: integer(),
    data: jsonb(),
    ip: varchar({ length: 64 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    // The audit screen filters by action; deleting an account sets its entries' actor to null.
    index('audit_log_action_created_idx').on(t.action, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);

export const settings = pgTable('settings', {
  key: varchar({ length: 80 }).primaryKey(),
  value: jsonb().notNull(),
  ...timestamps,
});
