/** The demo courses' French names (issue 28: a course may have one), by English name. */
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

/** The demo courses' French descriptions, by English name. */
export const FRENCH_COURSE_DESCRIPTIONS: Record<string, string> = {
  'BAC Mathematics':
    'Tout le programme du BAC des filières sciences et maths : limites, dérivées, exponentielles et logarithmes, intégrales, nombres complexes et probabilités, avec un sujet d’annales chaque semaine.',
  'BAC Physics':
    'Radioactivité, circuits RC et RL, mécanique et cinétique chimique : chaque unité du BAC avec des problèmes type examen et leurs barèmes.',
  'BAC Natural Sciences':
    'Synthèse des protéines, enzymes, immunologie et communication nerveuse, avec la méthodologie d’analyse de documents qu’attend le BAC.',
  'BAC Philosophy':
    'Méthodologie de la dissertation (dialectique, comparaison, analyse de texte) et grandes problématiques du programme, avec des dissertations corrigées chaque semaine.',
  'BAC French':
    'Compréhension de l’écrit, production écrite et thèmes des projets du BAC (texte historique, débat, appel), avec des entraînements chronométrés.',
  'BAC English':
    'Compréhension de l’écrit, grammaire et expression écrite sur les unités du BAC (éthique des affaires, éducation, publicité), avec des sujets d’annales.',
  'History & Geography 4AM — BEM Revision':
    'Dates, cartes et analyse de documents pour l’épreuve d’histoire-géographie du BEM. Les groupes ouvrent dès que les inscrits sont assez nombreux.',
  'Mathematics 4AM — BEM Prep':
    'Préparation intensive au BEM : algèbre, équations, fonctions, Thalès et Pythagore, trigonométrie, avec des sujets du BEM corrigés en classe.',
  'Physics 4AM — BEM Prep':
    'Électricité, mécanique, lumière et transformations chimiques expliquées par des expériences simples et des exercices type BEM.',
  'Arabic Language 4AM — BEM Prep':
    'Grammaire, analyse de texte et méthodologie de la rédaction pour le BEM, avec un entraînement écrit chaque semaine et une correction personnalisée.',
  'Natural Sciences 3AM':
    'Biologie humaine, nutrition et environnement rendus clairs par des schémas, de courtes vidéos et des exercices guidés.',
  'Coding for Teens — Scratch & Python':
    'Des jeux animés sous Scratch aux premiers programmes en Python : logique, boucles et petits projets réalisés sur nos ordinateurs, sans expérience préalable.',
  'Mathematics 2AS — Experimental Sciences':
    'Fonctions, suites, vecteurs et probabilités pour les élèves de deuxième année sciences expérimentales, avec la méthodologie des devoirs et des examens.',
  'Physics 1AS':
    'Mécanique, électricité et chimie pour la première année du secondaire, avec des exercices corrigés après chaque chapitre.',
  'Little Stars — Early Reading':
    'Un premier pas chaleureux et ludique vers la lecture pour les enfants de 4 à 6 ans : lettres et sons en arabe et en français, albums, chansons et motricité fine en petits groupes.',
  'Little Stars — Numbers & Play':
    'Compter, formes, couleurs et premiers raisonnements par le jeu, les blocs et la manipulation, pour préparer la première année du primaire.',
  'Little Stars — Quran & Good Manners':
    'Mémorisation de courtes sourates avec une prononciation correcte, invocations du quotidien et bonnes manières, enseignées avec douceur par une enseignante qualifiée.',
  'Mathematics 5AP — Primary Exam Prep':
    'Révision complète du programme de cinquième année : opérations, fractions, mesures, géométrie et résolution de problèmes, avec un examen blanc chaque mois.',
  'Arabic Reading & Writing 3AP':
    'Lecture fluide, dictée, écriture et petites rédactions pour poser des bases solides en arabe en troisième année du primaire.',
  'French for Young Learners 3AP–4AP':
    'Vocabulaire, lecture et conversations simples en français à travers des histoires, des chansons et des jeux de rôle, selon le programme du primaire.',
  'English for Kids 4AP–5AP':
    'Une initiation ludique à l’anglais : salutations, couleurs, famille, école et routines du quotidien, avec des jeux et de petits dialogues.',
};
