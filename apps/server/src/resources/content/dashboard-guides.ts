/**
 * Dashboard overview guides (spec §2 dashboard overview tab): for teachers, for administrators, and the
 * professional-development onboarding plan shown only with pd_onboarding (spec §6). They describe the
 * dashboard's own screens and the usage recommendation of spec §9.
 */
import { NARRATIVE_THRESHOLDS as USAGE } from '@dash/contracts';
import type { GuideContent } from '../resource-words.js';

const goal = {
  en: `${USAGE.recommendedWeeklyMinutes} minutes and ${USAGE.recommendedWeeklyLessons} lessons a week`,
  es: `${USAGE.recommendedWeeklyMinutes} minutos y ${USAGE.recommendedWeeklyLessons} lecciones por semana`,
};

export const TEACHER_DASHBOARD_GUIDE: GuideContent = {
  kind: 'guide',
  title: { en: 'Dashboard overview for teachers', es: 'Guía del panel para docentes' },
  lead: {
    en: 'What each part of the dashboard shows, and what to do with it in a few minutes a week.',
    es: 'Qué muestra cada parte del panel y cómo aprovecharla en unos minutos por semana.',
  },
  sections: [
    {
      heading: { en: 'Home: your classrooms', gb: 'Home: your classes', es: 'Inicio: sus clases' },
      body: {
        en: 'Home lists your classrooms. Open one to see its students, their usage this week and who needs attention.',
        gb: 'Home lists your classes. Open one to see its pupils, their usage this week and who needs attention.',
        es: 'Inicio muestra sus clases. Abra una para ver a sus estudiantes, su uso de esta semana y quién necesita atención.',
      },
    },
    {
      heading: { en: 'Overview and alerts', es: 'Resumen y alertas' },
      body: {
        en: `The overview compares each student with the recommended ${goal.en}. Alerts name students who struggled with a lesson group or a standard, so you can help them first.`,
        gb: `The overview compares each pupil with the recommended ${goal.en}. Alerts name pupils who struggled with a lesson group or a standard, so you can help them first.`,
        es: `El resumen compara a cada estudiante con lo recomendado: ${goal.es}. Las alertas indican qué estudiantes tuvieron dificultades con un grupo de lecciones o un estándar, para que pueda ayudarles primero.`,
      },
    },
    {
      heading: { en: 'Activity and standards', es: 'Actividad y estándares' },
      body: {
        en: 'Activity lists lessons opened, passed and completed over the last 30 days. Standards shows progress on each standard of the grade, by domain and cluster.',
        gb: 'Activity lists lessons opened, passed and completed over the last 30 days. Standards shows progress on each standard of the year, by domain and cluster.',
        es: 'Actividad muestra las lecciones abiertas, aprobadas y completadas en los últimos 30 días. Estándares muestra el avance en cada estándar del grado, por dominio y grupo.',
      },
    },
    {
      heading: { en: 'Assign focus lessons', es: 'Asigne lecciones de enfoque' },
      body: {
        en: 'Choose a standard or topic and assign it to the class or to chosen students. A student can have at most two active assignments; follow their progress under Assigned Lessons.',
        gb: 'Choose a standard or topic and assign it to the class or to chosen pupils. A pupil can have at most two active assignments; follow their progress under Assigned Lessons.',
        es: 'Elija un estándar o tema y asígnelo a toda la clase o a algunos estudiantes. Cada estudiante puede tener como máximo dos asignaciones activas; siga su avance en Lecciones asignadas.',
      },
    },
    {
      heading: { en: 'Print for the class and families', es: 'Imprima para la clase y las familias' },
      body: {
        en: 'Print login cards, family letters in English or Spanish, and certificates from the classroom and student pages.',
        gb: 'Print login cards, family letters in English or Spanish, and certificates from the class and pupil pages.',
        es: 'Imprima tarjetas de acceso, cartas para las familias en inglés o español y certificados desde las páginas de la clase y del estudiante.',
      },
    },
    {
      heading: { en: 'A weekly routine', es: 'Una rutina semanal' },
      body: {
        en: 'Once a week: check who is below the goal, read the alerts, celebrate lessons passed, and assign a focus lesson where a group is stuck.',
        es: 'Una vez por semana: revise quién está por debajo de la meta, lea las alertas, celebre las lecciones aprobadas y asigne una lección de enfoque donde un grupo se haya atascado.',
      },
    },
  ],
  closing: {
    en: 'The getting-started tour on the dashboard walks through these screens.',
    es: 'El recorrido de introducción del panel muestra estas pantallas paso a paso.',
  },
};

export const ADMIN_DASHBOARD_GUIDE: GuideContent = {
  kind: 'guide',
  title: { en: 'Dashboard overview for administrators', es: 'Guía del panel para administradores' },
  lead: {
    en: 'How to read use and growth across your schools, and where to act.',
    es: 'Cómo leer el uso y el crecimiento en sus escuelas, y dónde actuar.',
  },
  sections: [
    {
      heading: { en: 'Reports by level', es: 'Informes por nivel' },
      body: {
        en: 'Start at the district or school, then open a grade, a teacher, a classroom and a student. Each level shows active students, weekly minutes, lessons completed and growth.',
        gb: 'Start at the district or school, then open a year group, a teacher, a class and a pupil. Each level shows active pupils, weekly minutes, lessons completed and growth.',
        es: 'Empiece por el distrito o la escuela y luego abra un grado, un docente, una clase y un estudiante. Cada nivel muestra estudiantes activos, minutos por semana, lecciones completadas y crecimiento.',
      },
    },
    {
      heading: { en: 'Find where to help', es: 'Encuentre dónde ayudar' },
      body: {
        en: `Sort schools and teachers by active students and weekly minutes. Compare them with the recommended ${goal.en}; the performance graph shows usage against growth.`,
        gb: `Sort schools and teachers by active pupils and weekly minutes. Compare them with the recommended ${goal.en}; the performance graph shows usage against growth.`,
        es: `Ordene escuelas y docentes por estudiantes activos y minutos semanales. Compárelos con lo recomendado: ${goal.es}; el gráfico de desempeño muestra el uso frente al crecimiento.`,
      },
    },
    {
      heading: {
        en: 'Educator usage and licenses',
        gb: 'Educator usage and licences',
        es: 'Uso de los educadores y licencias',
      },
      body: {
        en: 'Customers usage shows which educators open the dashboard. License reports show seats allotted, used and available, where your district has them.',
        gb: 'Customers usage shows which educators open the dashboard. Licence reports show seats allotted, used and available, where your district has them.',
        es: 'El uso de los educadores muestra quién abre el panel. Los informes de licencias muestran los puestos asignados, usados y disponibles, si su distrito los tiene.',
      },
    },
    {
      heading: { en: 'Manage and settings', es: 'Administración y configuración' },
      body: {
        en: 'Under Manage, keep rosters, classrooms and accounts up to date, and schedule banners for your staff.',
        gb: 'Under Manage, keep rosters, classes and accounts up to date, and schedule banners for your staff.',
        es: 'En Administración, mantenga al día las listas, las clases y las cuentas, y programe avisos para su personal.',
      },
    },
    {
      heading: { en: 'A monthly routine', es: 'Una rutina mensual' },
      body: {
        en: 'Once a month: review each school’s usage, thank the classrooms that reached the goal, and plan support with the schools that did not.',
        gb: 'Once a month: review each school’s usage, thank the classes that reached the goal, and plan support with the schools that did not.',
        es: 'Una vez al mes: revise el uso de cada escuela, agradezca a las clases que alcanzaron la meta y planifique apoyo con las escuelas que no lo lograron.',
      },
    },
  ],
  closing: {
    en: 'Every number on the dashboard comes from the lessons students play; a lesson finished now is in the reports now.',
    gb: 'Every number on the dashboard comes from the lessons pupils play; a lesson finished now is in the reports now.',
    es: 'Cada cifra del panel proviene de las lecciones que juegan los estudiantes; una lección terminada ahora aparece ya en los informes.',
  },
};

export const ONBOARDING_PLAN: GuideContent = {
  kind: 'guide',
  title: { en: 'Your first month: an onboarding plan', es: 'Su primer mes: un plan de inicio' },
  lead: {
    en: 'Professional development in four short steps, one a week.',
    es: 'Desarrollo profesional en cuatro pasos cortos, uno por semana.',
  },
  sections: [
    {
      heading: { en: 'Week 1: get set up', es: 'Semana 1: prepárese' },
      body: {
        en: 'Take the getting-started tour, check your roster, and print login cards and family letters.',
        es: 'Haga el recorrido de introducción, revise su lista de estudiantes e imprima las tarjetas de acceso y las cartas para las familias.',
      },
    },
    {
      heading: { en: 'Week 2: build the routine', es: 'Semana 2: cree la rutina' },
      body: {
        en: `Schedule practice so every student can reach ${goal.en}. Put up the weekly goal poster.`,
        gb: `Schedule practice so every pupil can reach ${goal.en}. Put up the weekly goal poster.`,
        es: `Organice la práctica para que cada estudiante alcance ${goal.es}. Coloque el cartel de la meta semanal.`,
      },
    },
    {
      heading: { en: 'Week 3: read the data', es: 'Semana 3: lea los datos' },
      body: {
        en: 'Open the overview, the alerts and the standards of each classroom. Note two students to check in with.',
        gb: 'Open the overview, the alerts and the standards of each class. Note two pupils to check in with.',
        es: 'Abra el resumen, las alertas y los estándares de cada clase. Anote dos estudiantes con quienes hablar.',
      },
    },
    {
      heading: { en: 'Week 4: act on it', es: 'Semana 4: actúe' },
      body: {
        en: 'Assign a focus lesson to a group that is stuck, celebrate progress with certificates, and share the family guide.',
        es: 'Asigne una lección de enfoque a un grupo que se haya atascado, celebre el avance con certificados y comparta la guía para las familias.',
      },
    },
  ],
  closing: {
    en: 'Professional development lessons for each lesson group are on the professional development page.',
    es: 'Las lecciones de desarrollo profesional de cada grupo de lecciones están en la página de desarrollo profesional.',
  },
};
