import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAuditFilters, auditQuery } from '../src/features/admin/audit/hooks/use-audit-filters';
import { actionColor, AUDIT_ACTIONS } from '../src/features/admin/audit/lib/audit-actions';
import { readMobileFilters } from '../src/features/admin/mobile-access/hooks/use-mobile-filters';
import { emptyNotification, notificationFormSchema } from '../src/features/admin/notifications/lib/notification-body';
import { readUserFilters, usersQuery } from '../src/features/admin/users/hooks/use-user-filters';

const params = (text: string) => new URLSearchParams(text);

describe('list filters read from the URL', () => {
  it('keeps known values of the users list and drops the rest', () => {
    expect(readUserFilters(params('search=%20amina%20&role=admin&status=inactive'))).toEqual({
      search: 'amina',
      role: 'admin',
      status: 'inactive',
    });
    expect(readUserFilters(params('role=root&status=maybe'))).toEqual({ search: undefined, role: undefined, status: undefined });
  });

  it('asks the server for the page shown, with only the filters set', () => {
    expect(usersQuery({ role: 'client', search: undefined }, 3)).toEqual({ role: 'client', limit: 20, offset: 40 });
    expect(auditQuery({ action: 'user.deleted', entity: undefined, entity_id: undefined }, 1)).toEqual({
      action: 'user.deleted',
      limit: 25,
      offset: 0,
    });
  });

  it('reads the mobile type filter and the audit filters', () => {
    expect(readMobileFilters(params('type=parent&search=0550'))).toEqual({ type: 'parent', search: '0550' });
    expect(readMobileFilters(params('type=teacher')).type).toBeUndefined();
    expect(readAuditFilters(params('action=user.deactivated&entity=user&entity_id=12'))).toEqual({
      action: 'user.deactivated',
      entity: 'user',
      entity_id: '12',
    });
    expect(readAuditFilters(params('action=drop.table&entity=users&entity_id=-1'))).toEqual({
      action: undefined,
      entity: undefined,
      entity_id: undefined,
    });
  });
});

describe('the audit log labels', () => {
  it('has a label for every action the server records (apps/server/src/lib/audit.ts)', () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, '../../server/src/lib/audit.ts'), 'utf8');
    const union = /export type AuditAction =([^;]+);/.exec(source)?.[1] ?? '';
    const recorded = [...union.matchAll(/'([a-z_.]+)'/g)].map((m) => m[1]);
    expect(recorded.length).toBeGreaterThan(10);
    expect([...AUDIT_ACTIONS].sort()).toEqual(recorded.sort());
  });

  it('colours removals red and additions green', () => {
    expect(actionColor('user.deleted')).toBe('red');
    expect(actionColor('user.created')).toBe('green');
    expect(actionColor('user.role_changed')).toBe('orange');
    expect(actionColor('user.updated')).toBe('blue');
  });
});

describe('the notification form (spec 5)', () => {
  const issues = (values: Partial<typeof emptyNotification>) => {
    const result = notificationFormSchema.safeParse({ ...emptyNotification, ...values });
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
  };

  it('needs both title and message in single mode', () => {
    expect(issues({})).toEqual(['title:notification_title_and_message', 'message:notification_title_and_message']);
    expect(issues({ title: 'Exam week' })).toEqual(['message:notification_title_and_message']);
    expect(issues({ title: 'Exam week', message: 'On Sunday' })).toEqual([]);
  });

  it('needs one complete language in bilingual mode, whatever the single fields hold', () => {
    expect(issues({ mode: 'bilingual', title: 'ignored', message: 'ignored' })).toHaveLength(4);
    expect(issues({ mode: 'bilingual' }).every((issue) => issue.endsWith(':notification_one_language'))).toBe(true);
    expect(issues({ mode: 'bilingual', title_en: 'Exam week', message_ar: 'يوم الأحد' })).not.toEqual([]);
    expect(issues({ mode: 'bilingual', title_ar: 'أسبوع الامتحانات', message_ar: 'يوم الأحد' })).toEqual([]);
  });
});
