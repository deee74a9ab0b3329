/**
 * The demo courses' French names (issue 28: a course may have one). Their descriptions stay in English and Arabic: a
 * French page shows the stored (English) one.
 */
export const FRENCH_COURSE_NAMES: Record<string, string> = {
  'BAC Mathematics': 'Mathématiques BAC',
  'BAC Physics': 'Physique BAC',
  'BAC Natural Sciences': 'Sciences naturelles BAC',
  'BAC Philosophy': 'Philosophie BAC',
  'BAC French': 'Français BAC',
  'BAC English': 'Anglais BAC',
  'History & Geography 4AM — BEM Revision': 'Histoire-géographie 4AM — révisions BEM',
  'Mathematics 4AM — BEM Prep': 'Mathématiques 4AM — préparation au BEM',
  'Physics 4AM — BEM Prep': 'Physique 4AM — préparation au BEM',
  'Arabic Language 4AM — BEM Prep': 'Langue arabe 4AM — préparation au BEM',
  'Natural Sciences 3AM': 'Sciences naturelles 3AM',
  'Coding for Teens — Scratch & Python': 'Programmation pour ados — Scratch et Python',
  'Mathematics 2AS — Experimental Sciences': 'Mathématiques 2AS — sciences expérimentales',
  'Physics 1AS': 'Physique 1AS',
  'Little Stars — Early Reading': 'Little Stars — premières lectures',
  'Little Stars — Numbers & Play': 'Little Stars — nombres et jeux',
  'Little Stars — Quran & Good Manners': 'Little Stars — Coran et bonnes manières',
  'Mathematics 5AP — Primary Exam Prep': 'Mathématiques 5AP — préparation à l’examen du primaire',
  'Arabic Reading & Writing 3AP': 'Lecture et écriture en arabe 3AP',
  'French for Young Learners 3AP–4AP': 'Français pour les petits 3AP–4AP',
  'English for Kids 4AP–5AP': 'Anglais pour enfants 4AP–5AP',
};
