import { asc, eq, sql } from 'drizzle-orm';
import { academyClock, type Level } from '@academy/shared';
import type { Deps } from '../plugins/deps';
import { toCourseImage } from '../lib/images';
import { courseSearchText } from '../modules/courses/search-text';
import { demoCourseArt } from './demo-course-art';
import { seedDemoGallery } from '../modules/gallery/demo-photos';
import {
  attendanceRecords,
  contactMessages,
  contactReplies,
  courses,
  enrollments,
  kindergartenSubscriptions,
  ledgerEntries,
  notifications,
  parents,
  registrations,
  sectionSchedules,
  sections,
  students,
  users,
} from './schema';
import { searchText } from '../lib/search-text';

/**
 * A realistic demo academy for a fresh install: bilingual courses of every level, families (with accounts
 * and imported "old members"), registrations, enrollments, six weeks of attendance with its charges and
 * payments, messages and notifications. Deterministic (seeded PRNG), dated relative to `deps.clock()`,
 * inserted in bulk inside one transaction. Runs only on an empty academy (the admin exists).
 */

export type DemoAccount = { label: string; login: string; password: string };

type Slot = [day: number, start: string];
type AttendanceStatus = 'present' | 'absent' | 'late' | 'excused';

/** Its password is printed in the README: production refuses to start while this account still has it (seed.ts). */
export const DEMO_PARENT = {
  email: 'parent@academy.dz',
  phone: '0550000001',
  parentPhone: '0661000001',
  password: 'parent123',
  name: 'Karim Benali',
};
const OLD_MEMBER_BARCODE = 'ST20000001';
/** The parent phone the academy has on file for that card's family: its first-time login proves the family with it. */
const OLD_MEMBER_PARENT_PHONE = '0770000001';
const ATTENDANCE_DAYS = 42;
const BATCH = 1000;

// ---------------------------------------------------------------------------------------------------------
// Catalogue

type CourseDef = {
  en: string;
  ar: string;
  descEn: string;
  descAr: string;
  level: Level;
  grade: string | null;
  /** Grades of the students who take it (the demo's enrolment rule). */
  grades: string[];
  subject: string;
  category: 'academic' | 'languages' | 'skills' | 'kindergarten';
  pricing: 'session' | 'monthly';
  price: number;
  hours: 1.5 | 2;
  max: number;
  /** One entry per section; an empty slot list is a section not scheduled yet ('TBD'). */
  sections: Slot[][];
};

const COURSES: CourseDef[] = [
  {
    en: 'Little Stars — Early Reading',
    ar: 'النجوم الصغيرة — القراءة المبكرة',
    descEn:
      'A warm, playful first step into reading for children aged 4 to 6: letters and sounds in Arabic and French, picture books, songs and fine-motor activities in small groups.',
    descAr:
      'خطوة أولى دافئة وممتعة نحو القراءة للأطفال من 4 إلى 6 سنوات: الحروف والأصوات بالعربية والفرنسية، قصص مصوّرة، أناشيد وأنشطة لتنمية المهارات الدقيقة ضمن أفواج صغيرة.',
    level: 'preschool',
    grade: 'PREP',
    grades: ['KG'],
    subject: 'reading',
    category: 'kindergarten',
    pricing: 'monthly',
    price: 6000,
    hours: 2,
    max: 15,
    sections: [
      [
        [0, '08:30'],
        [2, '08:30'],
        [4, '08:30'],
      ],
      [
        [1, '09:00'],
        [3, '09:00'],
      ],
    ],
  },
  {
    en: 'Little Stars — Numbers & Play',
    ar: 'النجوم الصغيرة — الأرقام واللعب',
    descEn:
      'Counting, shapes, colours and early logic through games, building blocks and hands-on activities that prepare children for the first year of primary school.',
    descAr: 'العدّ والأشكال والألوان والمنطق المبكر من خلال الألعاب ومكعبات البناء والأنشطة اليدوية التي تهيّئ الطفل للسنة الأولى ابتدائي.',
    level: 'preschool',
    grade: 'PREP',
    grades: ['KG'],
    subject: 'early_maths',
    category: 'kindergarten',
    pricing: 'monthly',
    price: 6000,
    hours: 2,
    max: 15,
    sections: [
      [
        [0, '10:30'],
        [2, '10:30'],
      ],
      [[6, '09:00']],
    ],
  },
  {
    en: 'Little Stars — Quran & Good Manners',
    ar: 'النجوم الصغيرة — القرآن والآداب',
    descEn:
      'Memorisation of short surahs with correct pronunciation, everyday invocations and good manners, taught gently by a qualified teacher.',
    descAr: 'حفظ قصار السور مع النطق الصحيح، والأدعية اليومية، والآداب الحسنة، بأسلوب لطيف على يد معلّمة مؤهّلة.',
    level: 'preschool',
    grade: 'KG4',
    grades: ['KG'],
    subject: 'quran',
    category: 'kindergarten',
    pricing: 'monthly',
    price: 4000,
    hours: 1.5,
    max: 15,
    sections: [
      [
        [6, '10:00'],
        [3, '14:00'],
      ],
    ],
  },
  {
    en: 'Mathematics 5AP — Primary Exam Prep',
    ar: 'الرياضيات 5 ابتدائي — التحضير لامتحان نهاية الطور الابتدائي',
    descEn:
      'Complete revision of the fifth-year programme: operations, fractions, measurements, geometry and problem solving, with a mock exam every month.',
    descAr: 'مراجعة شاملة لبرنامج السنة الخامسة ابتدائي: العمليات، الكسور، القياس، الهندسة وحل المشكلات، مع امتحان تجريبي كل شهر.',
    level: 'primary',
    grade: '5AP',
    grades: ['5AP'],
    subject: 'mathematics',
    category: 'academic',
    pricing: 'session',
    price: 400,
    hours: 1.5,
    max: 20,
    sections: [
      [
        [2, '13:30'],
        [6, '09:00'],
      ],
      [
        [0, '16:30'],
        [4, '16:30'],
      ],
    ],
  },
  {
    en: 'Arabic Reading & Writing 3AP',
    ar: 'القراءة والكتابة بالعربية 3 ابتدائي',
    descEn:
      'Fluent reading, dictation, handwriting and short compositions to build solid Arabic foundations in the third year of primary school.',
    descAr: 'القراءة السليمة والإملاء والخط والتعبير الكتابي القصير لبناء أسس متينة في اللغة العربية في السنة الثالثة ابتدائي.',
    level: 'primary',
    grade: '3AP',
    grades: ['2AP', '3AP'],
    subject: 'arabic',
    category: 'academic',
    pricing: 'monthly',
    price: 3000,
    hours: 1.5,
    max: 20,
    sections: [
      [
        [1, '15:00'],
        [6, '10:30'],
      ],
    ],
  },
  {
    en: 'French for Young Learners 3AP–4AP',
    ar: 'الفرنسية للصغار 3 و4 ابتدائي',
    descEn:
      'Vocabulary, reading and simple conversations in French through stories, songs and role play, following the primary school programme.',
    descAr: 'المفردات والقراءة والمحادثة البسيطة باللغة الفرنسية من خلال القصص والأناشيد ولعب الأدوار، وفق برنامج التعليم الابتدائي.',
    level: 'primary',
    grade: '3AP',
    grades: ['3AP', '4AP'],
    subject: 'french',
    category: 'languages',
    pricing: 'session',
    price: 400,
    hours: 1.5,
    max: 18,
    sections: [[[2, '14:00']], [[6, '14:00']]],
  },
  {
    en: 'English for Kids 4AP–5AP',
    ar: 'الإنجليزية للأطفال 4 و5 ابتدائي',
    descEn: 'A fun introduction to English: greetings, colours, family, school and daily routines, with games and short dialogues.',
    descAr: 'مدخل ممتع إلى اللغة الإنجليزية: التحية، الألوان، العائلة، المدرسة والروتين اليومي، مع ألعاب وحوارات قصيرة.',
    level: 'primary',
    grade: '4AP',
    grades: ['4AP', '5AP'],
    subject: 'english',
    category: 'languages',
    pricing: 'monthly',
    price: 3000,
    hours: 1.5,
    max: 18,
    sections: [
      [
        [3, '15:00'],
        [6, '11:00'],
      ],
    ],
  },
  {
    en: 'Mathematics 4AM — BEM Prep',
    ar: 'الرياضيات 4 متوسط — التحضير لشهادة التعليم المتوسط',
    descEn:
      'Intensive preparation for the BEM exam: algebra, equations, functions, Thales and Pythagoras, trigonometry, with past BEM papers corrected in class.',
    descAr:
      'تحضير مكثّف لامتحان شهادة التعليم المتوسط: الحساب الحرفي، المعادلات، الدوال، خاصية طاليس وفيثاغورس، حساب المثلثات، مع حلّ مواضيع الشهادة السابقة في القسم.',
    level: 'middle',
    grade: '4AM',
    grades: ['4AM'],
    subject: 'mathematics',
    category: 'academic',
    pricing: 'session',
    price: 500,
    hours: 2,
    max: 25,
    sections: [
      [
        [0, '17:00'],
        [2, '14:00'],
      ],
      [
        [1, '17:00'],
        [6, '09:00'],
      ],
      [
        [3, '17:00'],
        [6, '14:00'],
      ],
    ],
  },
  {
    en: 'Physics 4AM — BEM Prep',
    ar: 'الفيزياء 4 متوسط — التحضير لشهادة التعليم المتوسط',
    descEn: 'Electricity, mechanics, light and chemical transformations explained with simple experiments and BEM-style exercises.',
    descAr: 'الكهرباء والميكانيك والضوء والتحولات الكيميائية مشروحة بتجارب بسيطة وتمارين على نمط شهادة التعليم المتوسط.',
    level: 'middle',
    grade: '4AM',
    grades: ['4AM'],
    subject: 'physics',
    category: 'academic',
    pricing: 'session',
    price: 500,
    hours: 1.5,
    max: 25,
    sections: [
      [
        [4, '17:00'],
        [6, '11:30'],
      ],
    ],
  },
  {
    en: 'Arabic Language 4AM — BEM Prep',
    ar: 'اللغة العربية 4 متوسط — التحضير لشهادة التعليم المتوسط',
    descEn: 'Grammar, text analysis and essay writing methodology for the BEM, with weekly written practice and personal feedback.',
    descAr: 'القواعد وتحليل النصوص ومنهجية الوضعية الإدماجية لامتحان الشهادة، مع تدريب كتابي أسبوعي وتصحيح فردي.',
    level: 'middle',
    grade: '4AM',
    grades: ['4AM'],
    subject: 'arabic',
    category: 'academic',
    pricing: 'monthly',
    price: 4000,
    hours: 1.5,
    max: 25,
    sections: [
      [
        [2, '16:30'],
        [6, '16:00'],
      ],
    ],
  },
  {
    en: 'Natural Sciences 3AM',
    ar: 'العلوم الطبيعية 3 متوسط',
    descEn: 'Human biology, nutrition and the environment made clear with diagrams, short videos and guided exercises.',
    descAr: 'علم الأحياء البشري والتغذية والبيئة بشرح واضح بالمخططات والفيديوهات القصيرة والتمارين الموجّهة.',
    level: 'middle',
    grade: '3AM',
    grades: ['2AM', '3AM'],
    subject: 'sciences',
    category: 'academic',
    pricing: 'session',
    price: 500,
    hours: 1.5,
    max: 22,
    sections: [
      [
        [1, '16:00'],
        [6, '13:00'],
      ],
    ],
  },
  {
    en: 'Coding for Teens — Scratch & Python',
    ar: 'البرمجة للمراهقين — سكراتش وبايثون',
    descEn:
      'From animated games in Scratch to first programs in Python: logic, loops and small projects built on our computers, no prior experience needed.',
    descAr:
      'من الألعاب المتحركة في سكراتش إلى أولى البرامج بلغة بايثون: المنطق والحلقات ومشاريع صغيرة على حواسيب الأكاديمية، دون الحاجة إلى خبرة سابقة.',
    level: 'middle',
    grade: null,
    grades: ['1AM', '2AM', '3AM', '4AM', '1AS'],
    subject: 'coding',
    category: 'skills',
    pricing: 'monthly',
    price: 4000,
    hours: 2,
    max: 15,
    sections: [
      [
        [6, '10:00'],
        [2, '15:00'],
      ],
      [],
    ],
  },
  {
    en: 'Mathematics 2AS — Experimental Sciences',
    ar: 'الرياضيات 2 ثانوي — شعبة علوم تجريبية',
    descEn: 'Functions, sequences, vectors and probability for second-year science students, with methodology for tests and exams.',
    descAr: 'الدوال والمتتاليات والأشعة والاحتمالات لتلاميذ السنة الثانية علوم تجريبية، مع منهجية الفروض والاختبارات.',
    level: 'high',
    grade: '2AS',
    grades: ['1AS', '2AS'],
    subject: 'mathematics',
    category: 'academic',
    pricing: 'session',
    price: 600,
    hours: 2,
    max: 25,
    sections: [
      [
        [0, '18:00'],
        [3, '18:00'],
      ],
      [[6, '15:00']],
    ],
  },
  {
    en: 'Physics 1AS',
    ar: 'الفيزياء 1 ثانوي',
    descEn: 'Mechanics, electricity and chemistry for the first year of secondary school, with solved exercises after each chapter.',
    descAr: 'الميكانيك والكهرباء والكيمياء للسنة الأولى ثانوي، مع تمارين محلولة بعد كل وحدة.',
    level: 'high',
    grade: '1AS',
    grades: ['1AS'],
    subject: 'physics',
    category: 'academic',
    pricing: 'session',
    price: 600,
    hours: 1.5,
    max: 25,
    sections: [[[2, '17:00']]],
  },
  {
    en: 'BAC Mathematics',
    ar: 'رياضيات البكالوريا',
    descEn:
      'The full BAC programme for the science and maths streams: limits, derivatives, exponentials and logarithms, integrals, complex numbers and probability, with a past paper every week.',
    descAr:
      'برنامج البكالوريا كاملاً لشعبتي العلوم التجريبية والرياضيات: النهايات، الاشتقاق، الدوال الأسية واللوغاريتمية، التكامل، الأعداد المركبة والاحتمالات، مع موضوع سابق كل أسبوع.',
    level: 'bachelor',
    grade: 'BAC-M',
    grades: ['3AS'],
    subject: 'mathematics',
    category: 'academic',
    pricing: 'session',
    price: 800,
    hours: 2,
    max: 30,
    sections: [
      [
        [0, '19:00'],
        [2, '19:00'],
        [4, '19:00'],
      ],
      [
        [6, '08:00'],
        [1, '19:00'],
      ],
    ],
  },
  {
    en: 'BAC Physics',
    ar: 'فيزياء البكالوريا',
    descEn:
      'Radioactivity, RC and RL circuits, mechanics and chemical kinetics: every BAC unit with exam-style problems and marking schemes.',
    descAr:
      'التحولات النووية، الدارات الكهربائية، الميكانيك والمتابعة الزمنية للتحولات الكيميائية: كل وحدات البكالوريا مع تمارين نموذجية وسلالم التنقيط.',
    level: 'bachelor',
    grade: 'BAC-TM',
    grades: ['3AS'],
    subject: 'physics',
    category: 'academic',
    pricing: 'session',
    price: 800,
    hours: 2,
    max: 30,
    sections: [
      [
        [1, '18:00'],
        [3, '19:30'],
      ],
      [[6, '17:00']],
    ],
  },
  {
    en: 'BAC Natural Sciences',
    ar: 'علوم الطبيعة والحياة — بكالوريا',
    descEn: 'Protein synthesis, enzymes, immunology and nerve communication, with the document analysis methodology the BAC expects.',
    descAr: 'تركيب البروتين، الإنزيمات، المناعة والاتصال العصبي، مع منهجية تحليل الوثائق المطلوبة في البكالوريا.',
    level: 'bachelor',
    grade: 'BAC-SE',
    grades: ['3AS'],
    subject: 'sciences',
    category: 'academic',
    pricing: 'monthly',
    price: 8000,
    hours: 2,
    max: 30,
    sections: [
      [
        [0, '20:00'],
        [4, '20:00'],
      ],
    ],
  },
  {
    en: 'BAC Philosophy',
    ar: 'فلسفة البكالوريا',
    descEn:
      'Essay methodology (dialectic, comparison, text analysis) and the key problems of the programme, with corrected essays every week.',
    descAr: 'منهجية المقالة (الجدلية، المقارنة، تحليل النص) وأهم إشكاليات البرنامج، مع تصحيح مقالات كل أسبوع.',
    level: 'bachelor',
    grade: 'BAC-LL',
    grades: ['3AS'],
    subject: 'philosophy',
    category: 'academic',
    pricing: 'session',
    price: 600,
    hours: 1.5,
    max: 30,
    sections: [[[6, '19:00']], [[3, '16:30']]],
  },
  {
    en: 'BAC French',
    ar: 'الفرنسية — بكالوريا',
    descEn: 'Text comprehension, written production and the BAC project themes (historical text, debate, appeal) with timed practice.',
    descAr: 'فهم النص والإنتاج الكتابي ومحاور المشاريع المقرّرة في البكالوريا (النص التاريخي، المناظرة، النداء) مع تدريب في وقت محدّد.',
    level: 'bachelor',
    grade: 'BAC-LL',
    grades: ['3AS'],
    subject: 'french',
    category: 'languages',
    pricing: 'monthly',
    price: 6000,
    hours: 1.5,
    max: 20,
    sections: [
      [
        [1, '20:00'],
        [6, '20:30'],
      ],
    ],
  },
  {
    en: 'BAC English',
    ar: 'الإنجليزية — بكالوريا',
    descEn:
      'Reading comprehension, grammar and written expression on the BAC units (ethics in business, education, advertising) with past papers.',
    descAr: 'فهم النص والقواعد والتعبير الكتابي حول وحدات البكالوريا (الأخلاقيات في الأعمال، التربية، الإشهار) مع مواضيع سابقة.',
    level: 'bachelor',
    grade: 'BAC-LL',
    grades: ['3AS'],
    subject: 'english',
    category: 'languages',
    pricing: 'session',
    price: 600,
    hours: 1.5,
    max: 20,
    sections: [[[2, '20:30']], []],
  },
  {
    en: 'History & Geography 4AM — BEM Revision',
    ar: 'التاريخ والجغرافيا 4 متوسط — مراجعة شهادة التعليم المتوسط',
    descEn: 'Dates, maps and document analysis for the BEM history and geography paper. Groups open once enough pupils have registered.',
    descAr: 'التواريخ والخرائط وتحليل الوثائق لامتحان التاريخ والجغرافيا في شهادة التعليم المتوسط. تُفتح الأفواج عند اكتمال عدد المسجّلين.',
    level: 'middle',
    grade: '4AM',
    grades: ['4AM'],
    subject: 'history_geography',
    category: 'academic',
    pricing: 'session',
    price: 400,
    hours: 1.5,
    max: 25,
    sections: [],
  },
];

// ---------------------------------------------------------------------------------------------------------
// People

const SURNAMES_LATIN = [
  'Bouzid',
  'Haddad',
  'Mansouri',
  'Belkacem',
  'Kaci',
  'Saadi',
  'Cherif',
  'Boudiaf',
  'Rahmani',
  'Zerrouki',
  'Amrani',
  'Djebbar',
  'Hamidi',
  'Benyahia',
  'Touati',
  'Meziane',
  'Larbi',
  'Ferhat',
  'Khelifi',
  'Brahimi',
  'Ouali',
  'Belaid',
  'Slimani',
  'Aissaoui',
  'Mebarki',
  'Lounis',
];
const SURNAMES_ARABIC = [
  'بن عمر',
  'بوزيد',
  'حداد',
  'منصوري',
  'بلقاسم',
  'سعدي',
  'شريف',
  'رحماني',
  'زروقي',
  'عمراني',
  'حميدي',
  'تواتي',
  'مزيان',
  'فرحات',
  'براهيمي',
  'سليماني',
];
const PARENTS_LATIN = {
  male: ['Mohamed', 'Ahmed', 'Rachid', 'Nabil', 'Farid', 'Samir', 'Mourad', 'Sofiane', 'Hocine', 'Djamel', 'Abdelkader', 'Yazid'],
  female: ['Fatima', 'Nadia', 'Samira', 'Amel', 'Souad', 'Leila', 'Houda', 'Khadidja', 'Meriem', 'Zohra'],
};
const PARENTS_ARABIC = {
  male: ['محمد', 'أحمد', 'عبد القادر', 'رشيد', 'نبيل', 'فريد', 'سمير', 'مراد', 'حسين'],
  female: ['فاطمة', 'نادية', 'سميرة', 'أمال', 'خديجة', 'مريم', 'سعاد'],
};
const CHILDREN_LATIN = {
  male: ['Adam', 'Anis', 'Ayoub', 'Rayan', 'Ilyes', 'Wassim', 'Mehdi', 'Islam', 'Zakaria', 'Haithem', 'Akram', 'Younes', 'Amine'],
  female: ['Lina', 'Maria', 'Sara', 'Ines', 'Yasmine', 'Nour', 'Rania', 'Aya', 'Malak', 'Hiba', 'Manel', 'Assil'],
};
const CHILDREN_ARABIC = {
  male: ['آدم', 'أنيس', 'أيوب', 'ريان', 'إلياس', 'وسيم', 'مهدي', 'زكرياء', 'يونس'],
  female: ['لينا', 'ماريا', 'سارة', 'إيناس', 'ياسمين', 'نور', 'رانية', 'آية', 'ملاك', 'هبة'],
};

const REJECTION_REASONS = [
  'This course is for students preparing the exam of another year; please choose the course of your child’s grade.',
  'The requested section is full for this term. You are welcome to apply again next month.',
  'Duplicate request: the student is already registered in this course.',
];
const REGISTRATION_MESSAGES = [
  'My son needs help before the exams.',
  'Is there a place on Saturday morning?',
  'ابنتي تحتاج إلى تقوية في هذه المادة.',
  'نفضّل الفوج المسائي إن أمكن.',
  null,
  null,
];

// ---------------------------------------------------------------------------------------------------------
// Small helpers: a seeded PRNG and local-date arithmetic (Africa/Algiers is UTC+1 all year).

function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const localInstant = (date: string, hhmm: string) => new Date(`${date}T${hhmm.slice(0, 5)}:00+01:00`);
const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}
function endTime(start: string, hours: number): string {
  const [h, m] = start.split(':').map(Number) as [number, number];
  const total = h * 60 + m + hours * 60;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const money = (n: number) => n.toFixed(2);

function chunks<T>(rows: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Multi-row inserts in batches, returning every batch's RETURNING rows. */
async function insertAll<T, R>(rows: T[], insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (const batch of chunks(rows)) out.push(...(await insert(batch)));
  return out;
}

// ---------------------------------------------------------------------------------------------------------

type Family = {
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
type Child = {
  name: string;
  gender: 'male' | 'female';
  /** null: the old system did not keep it (the old member's card: their first login asks for it). */
  dateOfBirth: string | null;
  barcode: string;
  createdAt: Date;
  grade: string;
  plans: Plan[];
};
type Plan = {
  course: number;
  /** approved: enrolled in `section`; imported: enrolled without a registration. */
  outcome: 'approved' | 'pending' | 'rejected' | 'imported';
  section: number;
  enrolledOn: string;
  /** Demo overrides. */
  unpaidLast?: number;
};

export async function seedDemo(deps: Deps): Promise<DemoAccount[]> {
  const rnd = prng(20260913);
  const now = deps.clock();
  const { date: today, time: nowTime } = academyClock(now);
  const todayStart = new Date(`${today}T00:00:00+01:00`);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const schoolYear = month >= 9 ? year : year - 1;
  const daysAgo = (n: number) => addDays(today, -n);
  /** Nothing is dated after "now". */
  const notAfterNow = (at: Date) => (at > now ? now : at);

  const [demoHash, familyHash] = await Promise.all([deps.passwords.hash(DEMO_PARENT.password), deps.passwords.hash('family123')]);

  // ----- Plan the families in memory first --------------------------------------------------------------
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

  const courseImages = await Promise.all(
    COURSES.map(async (c, i) => deps.storage.put('courses', await toCourseImage(await demoCourseArt(c.level, i + 1)), 'webp')),
  );
  await seedDemoGallery(deps);

  return deps.db.transaction(async (tx) => {
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).limit(1);
    const adminId = admin?.id ?? null;

    // ----- Users, parents, students --------------------------------------------------------------------
    const userRows = await insertAll(
      families.filter((f) => f.userPhone),
      (batch) =>
        tx
          .insert(users)
          .values(
            batch.map((f) => ({
              role: 'client' as const,
              fullName: f.fullName,
              email: f.email,
              phone: f.userPhone,
              gender: f.gender,
              passwordHash: f.key === 'demo' ? demoHash : familyHash,
              emailVerified: f.emailVerified,
              searchText: searchText(f.fullName, f.email, f.userPhone),
              createdAt: f.createdAt,
              updatedAt: f.createdAt,
            })),
          )
          .returning({ id: users.id, phone: users.phone }),
    );
    const userIdByPhone = new Map(userRows.map((u) => [u.phone!, u.id]));
    const userIdOf = (f: Family) => (f.userPhone ? userIdByPhone.get(f.userPhone)! : null);

    const parentRows = await insertAll(families, (batch) =>
      tx
        .insert(parents)
        .values(
          batch.map((f) => ({
            userId: userIdOf(f),
            fullName: f.fullName,
            email: f.email,
            phone: f.parentPhone,
            searchText: searchText(f.fullName, f.email, f.parentPhone),
            createdAt: f.createdAt,
            updatedAt: f.createdAt,
          })),
        )
        .returning({ id: parents.id, phone: parents.phone }),
    );
    const parentIdByPhone = new Map(parentRows.map((p) => [p.phone!, p.id]));

    const childRows = families.flatMap((f) => f.children.map((c) => ({ f, c })));
    const studentRows = await insertAll(childRows, (batch) =>
      tx
        .insert(students)
        .values(
          batch.map(({ f, c }) => ({
            parentId: parentIdByPhone.get(f.parentPhone)!,
            name: c.name,
            gender: c.gender,
            dateOfBirth: c.dateOfBirth,
            barcode: c.barcode,
            searchText: searchText(c.name, f.fullName, f.userPhone, f.parentPhone, f.email),
            createdAt: c.createdAt,
            updatedAt: c.createdAt,
          })),
        )
        .returning({ id: students.id, barcode: students.barcode }),
    );
    const studentIdByBarcode = new Map(studentRows.map((s) => [s.barcode, s.id]));

    // ----- Courses, sections, weekly slots ---------------------------------------------------------------
    const catalogueDate = localInstant(daysAgo(100), '10:00');
    const courseRows = await tx
      .insert(courses)
      .values(
        COURSES.map((c, i) => ({
          name: c.en,
          nameEn: c.en,
          nameAr: c.ar,
          description: c.descEn,
          descriptionEn: c.descEn,
          descriptionAr: c.descAr,
          level: c.level,
          grade: c.grade,
          subject: c.subject,
          category: c.category,
          pricingType: c.pricing,
          sessionPrice: c.pricing === 'session' ? money(c.price) : null,
          monthlyPrice: c.pricing === 'monthly' ? money(c.price) : null,
          displayPrice: null,
          sessionDurationHours: c.hours.toFixed(2),
          maxStudents: c.max,
          imageUrl: courseImages[i],
          searchText: courseSearchText({
            name: c.en,
            nameAr: c.ar,
            description: c.descEn,
            descriptionAr: c.descAr,
            level: c.level,
            grade: c.grade,
            subject: c.subject,
          }),
          createdAt: catalogueDate,
          updatedAt: catalogueDate,
        })),
      )
      .returning({ id: courses.id, name: courses.name });
    const courseIds = COURSES.map((c) => courseRows.find((r) => r.name === c.en)!.id);

    const sectionDefs = COURSES.flatMap((c, ci) =>
      c.sections.map((slots, si) => ({
        ci,
        si,
        slots,
        name: `Section ${String.fromCharCode(65 + si)}`,
        note: slots.length ? slots.map(([d, s]) => `${DAY_NAMES[d]} ${s}-${endTime(s, c.hours)}`).join(', ') : 'TBD',
      })),
    );
    const sectionRows = await tx
      .insert(sections)
      .values(
        sectionDefs.map((s) => ({
          courseId: courseIds[s.ci]!,
          name: s.name,
          scheduleNote: s.note,
          maxStudents: COURSES[s.ci]!.max,
          startDate: daysAgo(100),
          createdAt: catalogueDate,
          updatedAt: catalogueDate,
        })),
      )
      .returning({ id: sections.id, courseId: sections.courseId, name: sections.name });
    const sectionId = (ci: number, si: number) =>
      sectionRows.find((r) => r.courseId === courseIds[ci] && r.name === `Section ${String.fromCharCode(65 + si)}`)!.id;
    await tx.insert(sectionSchedules).values(
      sectionDefs.flatMap((s) =>
        s.slots.map(([day, start]) => ({
          sectionId: sectionId(s.ci, s.si),
          dayOfWeek: day,
          startTime: `${start}:00`,
          endTime: `${endTime(start, COURSES[s.ci]!.hours)}:00`,
          createdAt: catalogueDate,
          updatedAt: catalogueDate,
        })),
      ),
    );

    // ----- Registrations and enrollments ----------------------------------------------------------------
    type Seat = { f: Family; c: Child; p: Plan; studentId: number };
    const seats: Seat[] = childRows.flatMap(({ f, c }) => c.plans.map((p) => ({ f, c, p, studentId: studentIdByBarcode.get(c.barcode)! })));
    const seatCount = new Map<number, number>();
    for (const seat of seats) {
      if (seat.p.outcome !== 'approved' && seat.p.outcome !== 'imported') continue;
      const id = sectionId(seat.p.course, seat.p.section);
      // A full section turns the request into a pending one, as the admin would leave it.
      if ((seatCount.get(id) ?? 0) >= COURSES[seat.p.course]!.max) seat.p.outcome = seat.p.outcome === 'approved' ? 'pending' : 'rejected';
      else seatCount.set(id, (seatCount.get(id) ?? 0) + 1);
    }
    const requested = seats.filter((s) => s.f.userPhone && s.p.outcome !== 'imported');
    const registrationRows = await insertAll(requested, (batch) =>
      tx
        .insert(registrations)
        .values(
          batch.map(({ f, p, studentId }, i) => {
            const asked = localInstant(
              addDays(p.enrolledOn, p.outcome === 'pending' ? 0 : -rnd.int(1, 4)),
              `${String(rnd.int(9, 21)).padStart(2, '0')}:${rnd.pick(['00', '15', '30', '45'])}`,
            );
            const createdAt = asked > now ? minutes(now, -30 - i) : asked;
            const decidedAt = p.outcome === 'pending' ? null : localInstant(p.enrolledOn, '10:30');
            return {
              userId: userIdOf(f)!,
              studentId,
              courseId: courseIds[p.course]!,
              sectionId: p.outcome === 'approved' ? sectionId(p.course, p.section) : null,
              status: p.outcome as 'approved' | 'pending' | 'rejected',
              message: rnd.pick(REGISTRATION_MESSAGES),
              rejectionReason: p.outcome === 'rejected' ? (f.key === 'demo' ? REJECTION_REASONS[0]! : rnd.pick(REJECTION_REASONS)) : null,
              decidedBy: decidedAt ? adminId : null,
              decidedAt,
              createdAt,
              updatedAt: decidedAt ?? createdAt,
            };
          }),
        )
        .returning({ id: registrations.id, studentId: registrations.studentId, courseId: registrations.courseId }),
    );
    const registrationId = new Map(registrationRows.map((r) => [`${r.studentId}|${r.courseId}`, r.id]));

    const enrolled = seats.filter((s) => s.p.outcome === 'approved' || s.p.outcome === 'imported');
    const enrollmentRows = await insertAll(enrolled, (batch) =>
      tx
        .insert(enrollments)
        .values(
          batch.map(({ p, studentId }) => {
            const at = localInstant(p.enrolledOn, '10:30');
            return {
              studentId,
              sectionId: sectionId(p.course, p.section),
              registrationId: registrationId.get(`${studentId}|${courseIds[p.course]}`) ?? null,
              status: 'approved' as const,
              isActive: true,
              enrolledAt: at,
              createdAt: at,
              updatedAt: at,
            };
          }),
        )
        .returning({ id: enrollments.id, studentId: enrollments.studentId, sectionId: enrollments.sectionId }),
    );
    const enrollmentId = new Map(enrollmentRows.map((e) => [`${e.studentId}|${e.sectionId}`, e.id]));

    // ----- Attendance over the last six weeks ------------------------------------------------------------
    type Mark = { seat: Seat; enrollmentId: number; sectionId: number; date: string; status: AttendanceStatus; markedAt: Date };
    const marks: Mark[] = [];
    const firstDay = daysAgo(ATTENDANCE_DAYS);
    for (const seat of enrolled) {
      const def = COURSES[seat.p.course]!;
      const slots = def.sections[seat.p.section]!;
      const sid = sectionId(seat.p.course, seat.p.section);
      const eid = enrollmentId.get(`${seat.studentId}|${sid}`)!;
      const from = seat.p.enrolledOn > firstDay ? addDays(seat.p.enrolledOn, 1) : firstDay;
      const reliable = rnd.next(); // some students miss more than others
      for (let d = from; d <= today; d = addDays(d, 1)) {
        const slot = slots.find(([day]) => day === weekday(d));
        if (!slot) continue;
        if (d === today && slot[1] > nowTime) continue; // today's later sessions have not happened yet
        const roll = rnd.next();
        const absentRate = reliable < 0.2 ? 0.2 : 0.06;
        const status: AttendanceStatus =
          roll < absentRate ? 'absent' : roll < absentRate + 0.05 ? 'late' : roll < absentRate + 0.07 ? 'excused' : 'present';
        const started = localInstant(d, slot[1]);
        const markedAt = new Date(Math.min(minutes(started, rnd.int(2, 20)).getTime(), now.getTime()));
        marks.push({ seat, enrollmentId: eid, sectionId: sid, date: d, status, markedAt });
      }
      // The demo parent owes the last sessions of Yacine's maths: make sure he attended them.
      if (seat.p.unpaidLast) {
        const own = marks.filter((m) => m.seat === seat);
        for (const m of own.slice(-seat.p.unpaidLast)) m.status = 'present';
      }
    }
    const attendanceRows = await insertAll(marks, (batch) =>
      tx
        .insert(attendanceRecords)
        .values(
          batch.map((m) => ({
            studentId: m.seat.studentId,
            sectionId: m.sectionId,
            enrollmentId: m.enrollmentId,
            attendanceDate: m.date,
            status: m.status,
            notes: m.status === 'excused' ? rnd.pick(['Medical certificate', 'Family event', 'شهادة طبية']) : null,
            markedBy: adminId,
            markedAt: m.markedAt,
            createdAt: m.markedAt,
            updatedAt: m.markedAt,
          })),
        )
        .returning({
          id: attendanceRecords.id,
          studentId: attendanceRecords.studentId,
          sectionId: attendanceRecords.sectionId,
          date: attendanceRecords.attendanceDate,
        }),
    );
    const attendanceId = new Map(attendanceRows.map((a) => [`${a.studentId}|${a.sectionId}|${a.date}`, a.id]));

    // ----- Money: charges first, then the payments that settle them --------------------------------------
    type Charge = {
      reason: 'session' | 'month' | 'subscription';
      amount: string;
      studentId: number;
      enrollmentId: number;
      attendanceRecordId: number | null;
      at: Date;
      /** When and how it is paid; null leaves it as debt. */
      paidAt: Date | null;
      method: 'cash' | 'card' | 'bank_transfer';
      demoDebt?: boolean;
    };
    const charges: Charge[] = [];
    const method = () => (rnd.chance(0.85) ? 'cash' : rnd.chance(0.6) ? 'card' : 'bank_transfer');
    const later = (at: Date) => {
      const paid = minutes(at, rnd.int(1, 6) * 1440 + rnd.int(-120, 120));
      return paid <= now ? paid : null;
    };
    const cycleStart = new Map<number, string>();
    const subscriptions: {
      enrollmentId: number;
      status: 'active' | 'pending';
      amount: string;
      nextPaymentDate: string;
      notes: string | null;
    }[] = [];

    for (const seat of enrolled) {
      const def = COURSES[seat.p.course]!;
      const sid = sectionId(seat.p.course, seat.p.section);
      const eid = enrollmentId.get(`${seat.studentId}|${sid}`)!;
      const attended = marks.filter((m) => m.seat === seat && (m.status === 'present' || m.status === 'late'));

      if (def.category === 'kindergarten') {
        // Little Stars: a monthly subscription, paid at the start of each period.
        const isAmina = seat.c.barcode === 'ST10000002';
        const pending = !isAmina && seat.p.enrolledOn > daysAgo(30) && rnd.chance(0.5);
        const next = isAmina ? addDays(today, 10) : pending ? today : addDays(today, rnd.int(-6, 26));
        subscriptions.push({
          enrollmentId: eid,
          status: pending ? 'pending' : 'active',
          amount: money(def.price),
          nextPaymentDate: next,
          notes: pending ? 'First month to pay at the front desk' : null,
        });
        if (pending) continue;
        for (let k = 1; ; k++) {
          const periodStart = addMonths(next, -k);
          if (periodStart < seat.p.enrolledOn) break;
          const at = localInstant(periodStart, '09:15');
          if (at > now) continue;
          charges.push({
            reason: 'subscription',
            amount: money(def.price),
            studentId: seat.studentId,
            enrollmentId: eid,
            attendanceRecordId: null,
            at,
            paidAt: minutes(at, 3),
            method: method(),
          });
        }
        continue;
      }

      if (def.pricing === 'session') {
        const debtTail = seat.p.unpaidLast ?? 0;
        attended.forEach((m, i) => {
          const demoDebt = i >= attended.length - debtTail;
          const roll = rnd.next();
          const paidAt = demoDebt
            ? null
            : seat.f.key === 'demo' || roll < 0.78
              ? notAfterNow(minutes(m.markedAt, 1))
              : roll < 0.9
                ? later(m.markedAt)
                : null;
          charges.push({
            reason: 'session',
            amount: money(def.price),
            studentId: seat.studentId,
            enrollmentId: eid,
            attendanceRecordId: attendanceId.get(`${seat.studentId}|${sid}|${m.date}`)!,
            at: m.markedAt,
            paidAt,
            method: method(),
            demoDebt,
          });
        });
        continue;
      }

      // Monthly pricing: a month is charged when its 4th session is attended, and "Paid (Reset)" restarts the cycle.
      let start = attended[0]?.date ?? seat.p.enrolledOn;
      let open = true;
      for (let i = 3; i < attended.length && open; i += 4) {
        const m = attended[i]!;
        const paid = seat.f.key === 'demo' || rnd.chance(0.85);
        charges.push({
          reason: 'month',
          amount: money(def.price),
          studentId: seat.studentId,
          enrollmentId: eid,
          attendanceRecordId: null,
          at: m.markedAt,
          paidAt: paid ? notAfterNow(minutes(m.markedAt, 5)) : null,
          method: method(),
        });
        if (paid) start = addDays(m.date, 1);
        else open = false;
      }
      cycleStart.set(eid, start);
    }

    // A few old debts settled at the front desk today, so today's takings show on the overview.
    const settleToday = charges.filter((c) => c.reason === 'session' && !c.paidAt && !c.demoDebt && c.at < todayStart);
    for (const c of settleToday.slice(0, 5)) {
      const lo = Math.max(todayStart.getTime(), c.at.getTime() + 60_000);
      const at = new Date(lo + rnd.next() * Math.max(0, now.getTime() - lo));
      if (at <= now) {
        c.paidAt = at;
        c.method = 'cash';
      }
    }

    const chargeRows = await insertAll(charges, (batch) =>
      tx
        .insert(ledgerEntries)
        .values(
          batch.map((c) => ({
            kind: 'charge' as const,
            reason: c.reason,
            amount: c.amount,
            studentId: c.studentId,
            enrollmentId: c.enrollmentId,
            attendanceRecordId: c.attendanceRecordId,
            recordedBy: adminId,
            occurredAt: c.at,
            createdAt: c.at,
          })),
        )
        .returning({
          id: ledgerEntries.id,
          enrollmentId: ledgerEntries.enrollmentId,
          reason: ledgerEntries.reason,
          at: ledgerEntries.occurredAt,
        }),
    );
    const chargeId = new Map(chargeRows.map((r) => [`${r.enrollmentId}|${r.reason}|${r.at.getTime()}`, r.id]));
    const paid = charges.filter((c) => c.paidAt);
    await insertAll(paid, (batch) =>
      tx
        .insert(ledgerEntries)
        .values(
          batch.map((c) => ({
            kind: 'payment' as const,
            amount: c.amount,
            studentId: c.studentId,
            enrollmentId: c.enrollmentId,
            attendanceRecordId: c.attendanceRecordId,
            appliesToEntryId: chargeId.get(`${c.enrollmentId}|${c.reason}|${c.at.getTime()}`)!,
            method: c.method,
            recordedBy: adminId,
            occurredAt: c.paidAt!,
            createdAt: c.paidAt!,
          })),
        )
        .returning({ id: ledgerEntries.id }),
    );

    if (cycleStart.size) {
      const values = sql.join(
        [...cycleStart].map(([eid, start]) => sql`(${eid}::int, ${start}::date)`),
        sql`, `,
      );
      await tx.execute(
        sql`update ${enrollments} set cycle_started_on = v.d from (values ${values}) as v(id, d) where ${enrollments.id} = v.id`,
      );
    }
    if (subscriptions.length) {
      await tx.insert(kindergartenSubscriptions).values(
        subscriptions.map((s) => ({
          enrollmentId: s.enrollmentId,
          status: s.status,
          amount: s.amount,
          nextPaymentDate: s.nextPaymentDate,
          paymentNotes: s.notes,
        })),
      );
    }

    // ----- Contact messages and notifications ------------------------------------------------------------
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

    const parentsWithAccounts = userRows.length;
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

    return [
      { label: 'Demo parent', login: DEMO_PARENT.email, password: DEMO_PARENT.password },
      { label: 'Demo parent (phone)', login: DEMO_PARENT.phone, password: DEMO_PARENT.password },
      {
        label: 'Old member barcode (first-time login)',
        login: `${OLD_MEMBER_BARCODE} + parent phone ${OLD_MEMBER_PARENT_PHONE}`,
        password: '(choose at first login)',
      },
    ];
  });
}
