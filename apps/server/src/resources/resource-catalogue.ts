/**
 * The shipped resources library (spec §3 Resource): each resource's type, tab, words in English and Spanish,
 * icon, who sees it (roles; none = everyone), whether it is professional-development onboarding, the last day of
 * its "new" badge, and what it opens: a PDF the server renders (content/) in each language, or a dashboard page.
 */
import type { ResourceTab, ResourceType, Role } from '@dash/contracts';
import {
  ADMIN_DASHBOARD_GUIDE,
  ONBOARDING_PLAN,
  TEACHER_DASHBOARD_GUIDE,
} from './content/dashboard-guides.js';
import { MATH_AT_HOME_GUIDE, MATH_TALK_GUIDE } from './content/family-guides.js';
import { LESSON_TRACKER, MOTIVATOR_CERTIFICATES } from './content/motivators.js';
import { GROWTH_MINDSET_POSTER, MATH_TALK_POSTER, WEEKLY_GOAL_POSTER } from './content/posters.js';
import type { PdfContent, Words } from './resource-words.js';

export interface CatalogueResource {
  id: string;
  type: ResourceType;
  tab: ResourceTab;
  name: Words;
  description: Words;
  icon: 'poster' | 'guide' | 'certificate' | 'chart' | 'tour';
  roles: readonly Role[];
  pdOnBoarding: boolean;
  /** Last day (YYYY-MM-DD) of the "new" badge; null: never new. An invalid day is logged and shows no badge. */
  newUntil: string | null;
  startHere: boolean;
  /** What it opens: a rendered PDF (English and Spanish), or a page of the dashboard. */
  opens: { pdf: PdfContent } | { page: string };
}

const ADMINS: readonly Role[] = ['districtAdmin', 'schoolAdmin'];

export const RESOURCE_CATALOGUE: readonly CatalogueResource[] = [
  {
    id: 'getting-started-tour',
    type: 'tool',
    tab: 'dashboard_overview',
    name: { en: 'Getting started with the dashboard', es: 'Primeros pasos con el panel' },
    description: {
      en: 'A short tour of the screens you will use most, with the option to hide it on sign-in.',
      es: 'Un breve recorrido por las pantallas que más usará, con la opción de ocultarlo al iniciar sesión.',
    },
    icon: 'tour',
    roles: [],
    pdOnBoarding: false,
    newUntil: null,
    startHere: true,
    opens: { page: '/getting-started' },
  },
  {
    id: 'dashboard-guide-teachers',
    type: 'download',
    tab: 'dashboard_overview',
    name: { en: 'Dashboard overview for teachers', es: 'Guía del panel para docentes' },
    description: {
      en: 'What each screen shows, how to assign focus lessons, and a weekly routine in a few minutes.',
      es: 'Qué muestra cada pantalla, cómo asignar lecciones de enfoque y una rutina semanal de pocos minutos.',
    },
    icon: 'guide',
    roles: ['teacher'],
    pdOnBoarding: false,
    newUntil: null,
    startHere: true,
    opens: { pdf: TEACHER_DASHBOARD_GUIDE },
  },
  {
    id: 'dashboard-guide-admins',
    type: 'download',
    tab: 'dashboard_overview',
    name: { en: 'Dashboard overview for administrators', es: 'Guía del panel para administradores' },
    description: {
      en: 'Reading use and growth across schools, educator usage and licenses, and a monthly routine.',
      gb: 'Reading use and growth across schools, educator usage and licences, and a monthly routine.',
      es: 'Cómo leer el uso y el crecimiento entre escuelas, el uso de los educadores, las licencias y una rutina mensual.',
    },
    icon: 'guide',
    roles: ADMINS,
    pdOnBoarding: false,
    newUntil: null,
    startHere: true,
    opens: { pdf: ADMIN_DASHBOARD_GUIDE },
  },
  {
    id: 'onboarding-first-month',
    type: 'download',
    tab: 'dashboard_overview',
    name: { en: 'Your first month: an onboarding plan', es: 'Su primer mes: un plan de inicio' },
    description: {
      en: 'Professional development in four weekly steps: set up, build the routine, read the data, act on it.',
      es: 'Desarrollo profesional en cuatro pasos semanales: preparar, crear la rutina, leer los datos y actuar.',
    },
    icon: 'guide',
    roles: [],
    pdOnBoarding: true,
    newUntil: null,
    startHere: true,
    opens: { pdf: ONBOARDING_PLAN },
  },
  {
    id: 'growth-mindset-poster',
    type: 'download',
    tab: 'classroom',
    name: {
      en: 'Poster: Growth mindset in math',
      gb: 'Poster: Growth mindset in maths',
      es: 'Cartel: Mentalidad de crecimiento en matemáticas',
    },
    description: {
      en: 'Six sentences that turn mistakes and hard problems into learning, in large type for the wall.',
      es: 'Seis frases que convierten los errores y los problemas difíciles en aprendizaje, en letra grande para la pared.',
    },
    icon: 'poster',
    roles: [],
    pdOnBoarding: false,
    newUntil: '2027-08-31',
    startHere: false,
    opens: { pdf: GROWTH_MINDSET_POSTER },
  },
  {
    id: 'math-talk-poster',
    type: 'download',
    tab: 'classroom',
    name: {
      en: 'Poster: Math talk sentence starters',
      gb: 'Poster: Maths talk sentence starters',
      es: 'Cartel: Frases para hablar de matemáticas',
    },
    description: {
      en: 'Sentence starters that help students share, agree, disagree and explain their thinking.',
      gb: 'Sentence starters that help pupils share, agree, disagree and explain their thinking.',
      es: 'Frases para que los estudiantes compartan, estén de acuerdo o no, y expliquen su razonamiento.',
    },
    icon: 'poster',
    roles: [],
    pdOnBoarding: false,
    newUntil: null,
    startHere: false,
    opens: { pdf: MATH_TALK_POSTER },
  },
  {
    id: 'weekly-goal-poster',
    type: 'download',
    tab: 'classroom',
    name: { en: 'Poster: Our weekly practice goal', es: 'Cartel: Nuestra meta de práctica semanal' },
    description: {
      en: 'The recommended weekly practice, with five habits that help the class reach it.',
      es: 'La práctica semanal recomendada, con cinco hábitos que ayudan a la clase a alcanzarla.',
    },
    icon: 'poster',
    roles: [],
    pdOnBoarding: false,
    newUntil: null,
    startHere: false,
    opens: { pdf: WEEKLY_GOAL_POSTER },
  },
  {
    id: 'family-guide-math-at-home',
    type: 'download',
    tab: 'parents_family',
    name: {
      en: 'Family guide: Helping your child with math at home',
      gb: 'Family guide: Helping your child with maths at home',
      es: 'Guía para familias: Cómo ayudar con las matemáticas en casa',
    },
    description: {
      en: 'Seven practical tips for families: a short routine, praising effort, everyday math and games.',
      gb: 'Seven practical tips for families: a short routine, praising effort, everyday maths and games.',
      es: 'Siete consejos prácticos para las familias: una rutina corta, elogiar el esfuerzo, matemáticas cotidianas y juegos.',
    },
    icon: 'guide',
    roles: [],
    pdOnBoarding: false,
    newUntil: '2027-08-31',
    startHere: true,
    opens: { pdf: MATH_AT_HOME_GUIDE },
  },
  {
    id: 'family-guide-questions',
    type: 'download',
    tab: 'parents_family',
    name: {
      en: 'Family guide: Questions to ask your child about math',
      gb: 'Family guide: Questions to ask your child about maths',
      es: 'Guía para familias: Preguntas para hablar de matemáticas',
    },
    description: {
      en: 'Questions for getting started, getting unstuck and checking an answer together.',
      es: 'Preguntas para empezar, para salir de un atasco y para revisar juntos una respuesta.',
    },
    icon: 'guide',
    roles: [],
    pdOnBoarding: false,
    newUntil: null,
    startHere: false,
    opens: { pdf: MATH_TALK_GUIDE },
  },
  {
    id: 'classroom-certificates',
    type: 'download',
    tab: 'classroom_motivators',
    name: { en: 'Certificates to print and fill in', es: 'Certificados para imprimir y completar' },
    description: {
      en: 'Three certificates: Math Star, Weekly Goal Reached and Problem Solver, with lines for name and date.',
      gb: 'Three certificates: Maths Star, Weekly Goal Reached and Problem Solver, with lines for name and date.',
      es: 'Tres certificados: Estrella de matemáticas, Meta semanal alcanzada y Solucionador de problemas, con líneas para el nombre y la fecha.',
    },
    icon: 'certificate',
    roles: [],
    pdOnBoarding: false,
    newUntil: null,
    startHere: false,
    opens: { pdf: MOTIVATOR_CERTIFICATES },
  },
  {
    id: 'class-lesson-tracker',
    type: 'download',
    tab: 'classroom_motivators',
    name: { en: 'Class lesson tracker chart', es: 'Registro de lecciones de la clase' },
    description: {
      en: 'A wall chart where each child colors a box for every lesson passed, week by week.',
      gb: 'A wall chart where each child colours a box for every lesson passed, week by week.',
      es: 'Un cartel donde cada niño colorea una casilla por cada lección aprobada, semana a semana.',
    },
    icon: 'chart',
    roles: [],
    pdOnBoarding: false,
    newUntil: null,
    startHere: false,
    opens: { pdf: LESSON_TRACKER },
  },
];
