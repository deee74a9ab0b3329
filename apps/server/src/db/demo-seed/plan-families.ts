import { COURSES } from './catalogue';
import { DEMO_PARENT, OLD_MEMBER_BARCODE, OLD_MEMBER_PARENT_PHONE } from './accounts';
import { localInstant, type Random, type SeedTime } from './helpers';
import { CHILDREN_ARABIC, CHILDREN_LATIN, PARENTS_ARABIC, PARENTS_LATIN, SURNAMES_ARABIC, SURNAMES_LATIN } from './names';

export type Family = {
  key: string;
  fullName: string;
  gender: 'male' | 'female';
  userPhone: string | null; // null: imported family without an account
  parentPhone: string;
  email: string | null;
  emailVerified: boolean;
  createdAt: Date;
  children: Child[];
};
export type Child = {
  name: string;
  gender: 'male' | 'female';
  /** null: the old system did not keep it (the old member's card: their first login asks for it). */
  dateOfBirth: string | null;
  barcode: string;
  createdAt: Date;
  grade: string;
  plans: Plan[];
};
export type Plan = {
  course: number;
  /** approved: enrolled in `section`; imported: enrolled without a registration. */
  outcome: 'approved' | 'pending' | 'rejected' | 'imported';
  section: number;
  enrolledOn: string;
  /** Demo overrides. */
  unpaidLast?: number;
};

/**
 * Phase 1, in memory: the demo family, 40 drawn families (every 4th an "old member" imported without an account)
 * and what each child takes, then some requests waiting for the admin and a few turned down.
 */
export function planFamilies(rnd: Random, { daysAgo, schoolYear }: SeedTime): Family[] {
  const usedPhones = new Set([DEMO_PARENT.phone, DEMO_PARENT.parentPhone, OLD_MEMBER_PARENT_PHONE]);
  const usedBarcodes = new Set(['ST10000001', 'ST10000002', OLD_MEMBER_BARCODE]);
  const usedEmails = new Set([DEMO_PARENT.email]);
  const phone = () => {
    for (;;) {
      const p = `0${rnd.pick(['5', '6', '7'])}${rnd.pick(['5', '6', '7', '9'])}${String(rnd.int(0, 9_999_999)).padStart(7, '0')}`;
      if (!usedPhones.has(p)) {
        usedPhones.add(p);
        return p;
      }
    }
  };
  const barcode = () => {
    for (;;) {
      const b = `ST${rnd.int(30_000_000, 99_999_999)}`;
      if (!usedBarcodes.has(b)) {
        usedBarcodes.add(b);
        return b;
      }
    }
  };
  const gradeAge = (grade: string) => {
    if (grade === 'KG') return rnd.int(4, 5);
    const n = Number(grade[0]);
    return grade.endsWith('AP') ? 5 + n : grade.endsWith('AM') ? 10 + n : 14 + n;
  };
  const birthDate = (grade: string) =>
    `${schoolYear - gradeAge(grade)}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`;
  const scheduledSections = (c: number) => COURSES[c]!.sections.map((s, i) => (s.length ? i : -1)).filter((i) => i >= 0);
  const enrolledDay = () => (rnd.chance(0.15) ? daysAgo(rnd.int(8, 30)) : daysAgo(rnd.int(45, 120)));
  const courseIndex = (en: string) => COURSES.findIndex((c) => c.en === en);

  const families: Family[] = [];

  // The demo family: Karim Benali with Yacine (BEM year) and Amina (Little Stars).
  families.push({
    key: 'demo',
    fullName: DEMO_PARENT.name,
    gender: 'male',
    userPhone: DEMO_PARENT.phone,
    parentPhone: DEMO_PARENT.parentPhone,
    email: DEMO_PARENT.email,
    emailVerified: true,
    createdAt: localInstant(daysAgo(180), '18:12'),
    children: [
      {
        name: 'Yacine Benali',
        gender: 'male',
        dateOfBirth: '2012-04-15',
        barcode: 'ST10000001',
        createdAt: localInstant(daysAgo(180), '18:12'),
        grade: '4AM',
        plans: [
          { course: courseIndex('Mathematics 4AM — BEM Prep'), outcome: 'approved', section: 0, enrolledOn: daysAgo(75), unpaidLast: 2 },
          { course: courseIndex('Arabic Language 4AM — BEM Prep'), outcome: 'approved', section: 0, enrolledOn: daysAgo(75) },
          { course: courseIndex('Coding for Teens — Scratch & Python'), outcome: 'pending', section: 0, enrolledOn: daysAgo(2) },
          { course: courseIndex('BAC Mathematics'), outcome: 'rejected', section: 0, enrolledOn: daysAgo(60) },
        ],
      },
      {
        name: 'Amina Benali',
        gender: 'female',
        dateOfBirth: '2019-09-02',
        barcode: 'ST10000002',
        createdAt: localInstant(daysAgo(120), '10:05'),
        grade: 'KG',
        plans: [
          { course: courseIndex('Little Stars — Early Reading'), outcome: 'approved', section: 0, enrolledOn: daysAgo(55) },
          { course: courseIndex('Little Stars — Quran & Good Manners'), outcome: 'pending', section: 0, enrolledOn: daysAgo(1) },
        ],
      },
    ],
  });

  const FAMILIES = 40;
  const IMPORTED_EVERY = 4; // every 4th family is an "old member" imported without an account
  for (let f = 0; f < FAMILIES; f++) {
    const arabic = rnd.chance(0.35);
    const gender = rnd.chance(0.7) ? 'male' : 'female';
    const surname = arabic ? SURNAMES_ARABIC[f % SURNAMES_ARABIC.length]! : SURNAMES_LATIN[f % SURNAMES_LATIN.length]!;
    const first = rnd.pick((arabic ? PARENTS_ARABIC : PARENTS_LATIN)[gender]);
    const imported = f % IMPORTED_EVERY === 3;
    // The old member card's family (f 3) has a known phone; the draw still happens so the rest of the data stays the same.
    const drawn = phone();
    const p = f === 3 ? OLD_MEMBER_PARENT_PHONE : drawn;
    let email: string | null = null;
    if (!imported && !arabic && rnd.chance(0.7)) {
      const candidate =
        `${first}.${surname}`.toLowerCase().replace(/[^a-z.]/g, '') + `@${rnd.pick(['gmail.com', 'yahoo.fr', 'outlook.com'])}`;
      if (!usedEmails.has(candidate)) {
        usedEmails.add(candidate);
        email = candidate;
      }
    }
    const createdAt = imported
      ? localInstant(daysAgo(200), '09:00')
      : localInstant(daysAgo(rnd.int(130, 400)), `${String(rnd.int(9, 21)).padStart(2, '0')}:${rnd.pick(['05', '20', '41'])}`);
    const family: Family = {
      key: `f${f}`,
      fullName: `${first} ${surname}`,
      gender,
      userPhone: imported ? null : p,
      parentPhone: p,
      email,
      emailVerified: Boolean(email) && rnd.chance(0.8),
      createdAt,
      children: [],
    };
    const childCount = rnd.chance(0.35) ? 2 : 1;
    for (let c = 0; c < childCount; c++) {
      const course = rnd.pick(COURSES.map((_, i) => i).filter((i) => scheduledSections(i).length));
      const def = COURSES[course]!;
      const grade = rnd.pick(def.grades);
      const childGender = rnd.chance(0.5) ? 'male' : 'female';
      const childFirst = rnd.pick((arabic ? CHILDREN_ARABIC : CHILDREN_LATIN)[childGender]);
      const sectionChoices = scheduledSections(course);
      const plans: Plan[] = [
        { course, outcome: imported ? 'imported' : 'approved', section: rnd.pick(sectionChoices), enrolledOn: enrolledDay() },
      ];
      const others = COURSES.map((_, i) => i).filter(
        (i) => i !== course && COURSES[i]!.grades.includes(grade) && scheduledSections(i).length,
      );
      if (others.length && rnd.chance(0.45)) {
        const second = rnd.pick(others);
        plans.push({
          course: second,
          outcome: imported ? 'imported' : 'approved',
          section: rnd.pick(scheduledSections(second)),
          enrolledOn: enrolledDay(),
        });
      }
      // The demo's old member card: imported without a birth date, so its first login meets an incomplete
      // profile (spec 4) and the completion dialog. The date is still drawn so the rest of the data stays the same.
      const oldMember = imported && f === 3 && c === 0;
      const dateOfBirth = birthDate(grade);
      family.children.push({
        name: `${childFirst} ${surname}`,
        gender: childGender,
        dateOfBirth: oldMember ? null : dateOfBirth,
        barcode: oldMember ? OLD_MEMBER_BARCODE : barcode(),
        createdAt,
        grade,
        plans,
      });
    }
    families.push(family);
  }

  // Some requests waiting for the admin and a few turned down.
  const withAccounts = families.filter((f) => f.userPhone && f.key !== 'demo');
  let pendingLeft = 7;
  let rejectedLeft = 4;
  for (const family of withAccounts) {
    for (const child of family.children) {
      const taken = new Set(child.plans.map((p) => p.course));
      const options = COURSES.map((_, i) => i).filter((i) => !taken.has(i) && COURSES[i]!.grades.includes(child.grade));
      if (!options.length) continue;
      if (pendingLeft > 0 && rnd.chance(0.25)) {
        child.plans.push({ course: rnd.pick(options), outcome: 'pending', section: 0, enrolledOn: daysAgo(rnd.int(0, 6)) });
        pendingLeft--;
      } else if (rejectedLeft > 0 && rnd.chance(0.3)) {
        child.plans.push({ course: rnd.pick(options), outcome: 'rejected', section: 0, enrolledOn: daysAgo(rnd.int(10, 50)) });
        rejectedLeft--;
      }
    }
  }
  return families;
}
