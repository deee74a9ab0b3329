/** The names the demo's families are drawn from (Latin and Arabic), and what their requests say. */

export const SURNAMES_LATIN = [
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
export const SURNAMES_ARABIC = [
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
export const PARENTS_LATIN = {
  male: ['Mohamed', 'Ahmed', 'Rachid', 'Nabil', 'Farid', 'Samir', 'Mourad', 'Sofiane', 'Hocine', 'Djamel', 'Abdelkader', 'Yazid'],
  female: ['Fatima', 'Nadia', 'Samira', 'Amel', 'Souad', 'Leila', 'Houda', 'Khadidja', 'Meriem', 'Zohra'],
};
export const PARENTS_ARABIC = {
  male: ['محمد', 'أحمد', 'عبد القادر', 'رشيد', 'نبيل', 'فريد', 'سمير', 'مراد', 'حسين'],
  female: ['فاطمة', 'نادية', 'سميرة', 'أمال', 'خديجة', 'مريم', 'سعاد'],
};
export const CHILDREN_LATIN = {
  male: ['Adam', 'Anis', 'Ayoub', 'Rayan', 'Ilyes', 'Wassim', 'Mehdi', 'Islam', 'Zakaria', 'Haithem', 'Akram', 'Younes', 'Amine'],
  female: ['Lina', 'Maria', 'Sara', 'Ines', 'Yasmine', 'Nour', 'Rania', 'Aya', 'Malak', 'Hiba', 'Manel', 'Assil'],
};
export const CHILDREN_ARABIC = {
  male: ['آدم', 'أنيس', 'أيوب', 'ريان', 'إلياس', 'وسيم', 'مهدي', 'زكرياء', 'يونس'],
  female: ['لينا', 'ماريا', 'سارة', 'إيناس', 'ياسمين', 'نور', 'رانية', 'آية', 'ملاك', 'هبة'],
};

export const REJECTION_REASONS = [
  'This course is for students preparing the exam of another year; please choose the course of your child’s grade.',
  'The requested section is full for this term. You are welcome to apply again next month.',
  'Duplicate request: the student is already registered in this course.',
];
export const REGISTRATION_MESSAGES = [
  'My son needs help before the exams.',
  'Is there a place on Saturday morning?',
  'ابنتي تحتاج إلى تقوية في هذه المادة.',
  'نفضّل الفوج المسائي إن أمكن.',
  null,
  null,
];
