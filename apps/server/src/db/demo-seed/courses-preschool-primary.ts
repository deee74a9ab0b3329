import type { CourseDef } from './catalogue';

/** Little Stars (kindergarten) and primary school: courses 1 to 7 of the catalogue, in its order. */
export const PRESCHOOL_PRIMARY_COURSES: CourseDef[] = [
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
];
