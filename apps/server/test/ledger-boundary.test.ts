import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';

/*
 * Money has one home (issue 24): apps/server/src/modules/ledger owns every write to ledger_entries and
 * payment_allocations and every money rule. This test reads the server's source and fails when a file
 * outside the ledger module writes those tables, restates "present or late counts", or sums a debt from
 * the raw ledger. Call the ledger module instead (modules/ledger/write.ts, attended.ts, balances.ts).
 */

const SRC = path.resolve(__dirname, '../src');
const LEDGER = path.join('modules', 'ledger') + path.sep;

interface Rule {
  name: string;
  pattern: RegExp;
  /** Files (relative to src, '/' separated) allowed to break it, each with its reason. */
  allowed?: Record<string, string>;
}

const SEEDS = {
  'db/demo-seed.ts': 'the demo seed writes months of history in bulk, before any request',
  'db/demo-seed/': 'the demo seed writes months of history in bulk, before any request',
};

const RULES: Rule[] = [
  {
    name: 'writes the ledger (use modules/ledger/write.ts)',
    pattern:
      /\.(insert|update|delete)\(\s*(ledgerEntries|paymentAllocations)\b|\b(insert\s+into|update|delete\s+from)\s+(ledger_entries|payment_allocations)\b/i,
    allowed: SEEDS,
  },
  {
    // The database numbers receipts and credit notes (migration 0036); the server only logs a print (receipts.ts).
    name: 'writes the money documents (use modules/ledger/receipts.ts)',
    pattern:
      /\.(insert|update|delete)\(\s*(receipts|receiptPrints|receiptCounters)\b|\b(insert\s+into|update|delete\s+from)\s+(receipts|receipt_prints|receipt_counters)\b/i,
  },
  {
    name: "restates 'present or late counts' (use modules/ledger/attended.ts)",
    pattern: /in\s*\(\s*'present'\s*,\s*'late'\s*\)|===\s*'present'\s*\|\|[^\n]*===\s*'late'|ATTENDED\s*=\s*new Set/,
    allowed: { ...SEEDS },
  },
  {
    name: 'sums a debt from the raw ledger (use modules/ledger/balances.ts)',
    pattern: /case\s+when\s+kind\s*=\s*'payment'\s+then\s+-\s*amount|filter\s*\(\s*where\s+kind\s*<>\s*'payment'\s*\)/i,
  },
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [full] : [];
  });
}

/** The rules a file breaks, as "file:line rule" (a file in modules/ledger breaks none). */
function violations(file: string, text: string): string[] {
  if (file.startsWith(LEDGER) || file.startsWith('modules/ledger/')) return [];
  const posix = file.split(path.sep).join('/');
  const found: string[] = [];
  for (const rule of RULES) {
    if (Object.keys(rule.allowed ?? {}).some((allowed) => posix === allowed || (allowed.endsWith('/') && posix.startsWith(allowed))))
      continue;
    text.split('\n').forEach((line, i) => {
      if (rule.pattern.test(line)) found.push(`${posix}:${i + 1} ${rule.name}`);
    });
  }
  return found;
}

describe('the ledger module is the one home of money', () => {
  it('no file outside modules/ledger writes the ledger, restates the attended rule or sums a debt from the raw ledger', () => {
    const found = sourceFiles(SRC).flatMap((full) => violations(path.relative(SRC, full), fs.readFileSync(full, 'utf8')));
    expect(found).toEqual([]);
  });

  it('catches each kind of violation, and lets the ledger module do them', () => {
    const broken = [
      'await tx.insert(ledgerEntries).values({ kind: "payment" });',
      'await tx.insert(paymentAllocations).values(parts);',
      'sql`insert into ledger_entries (kind) values (${kind})`',
      "sql`count(*) filter (where a.status in ('present', 'late'))`",
      "const attended = r.status === 'present' || r.status === 'late';",
      "sql`sum(case when kind = 'payment' then -amount else amount end)`",
      'await tx.insert(receiptPrints).values({ receiptId, copy: 1 });',
      'sql`update receipt_counters set last = last + 1`',
    ];
    for (const line of broken) expect(violations('modules/some-module/service.ts', line), line).toHaveLength(1);
    for (const line of broken) expect(violations('modules/ledger/write.ts', line), line).toEqual([]);
    expect(violations('modules/some-module/service.ts', 'select * from ledger_entries where kind = $1')).toEqual([]);
  });
});
