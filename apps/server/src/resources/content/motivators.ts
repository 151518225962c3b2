/** Classroom motivators the resources library ships (spec §2 classroom motivators tab). */
import type { CertificatesContent, TrackerContent } from '../resource-words.js';

export const MOTIVATOR_CERTIFICATES: CertificatesContent = {
  kind: 'certificates',
  title: { en: 'Classroom certificates', gb: 'Class certificates', es: 'Certificados para la clase' },
  certificates: [
    {
      title: { en: 'Math Star', gb: 'Maths Star', es: 'Estrella de matemáticas' },
      reason: {
        en: 'for great effort and persistence in math',
        gb: 'for great effort and persistence in maths',
        es: 'por su gran esfuerzo y constancia en matemáticas',
      },
    },
    {
      title: { en: 'Weekly Goal Reached', es: 'Meta semanal alcanzada' },
      reason: {
        en: 'for reaching our weekly practice goal',
        es: 'por alcanzar nuestra meta de práctica semanal',
      },
    },
    {
      title: { en: 'Problem Solver', es: 'Solucionador de problemas' },
      reason: {
        en: 'for trying a new strategy and explaining their thinking',
        es: 'por probar una nueva estrategia y explicar su razonamiento',
      },
    },
  ],
  nameLine: { en: 'Awarded to', es: 'Otorgado a' },
  teacherLine: { en: 'Teacher', es: 'Maestro o maestra' },
  dateLine: { en: 'Date', es: 'Fecha' },
};

export const LESSON_TRACKER: TrackerContent = {
  kind: 'tracker',
  title: { en: 'Class lesson tracker', es: 'Registro de lecciones de la clase' },
  lead: {
    en: 'Each week, color one box for every lesson passed. Five boxes a week reaches the goal.',
    gb: 'Each week, colour one box for every lesson passed. Five boxes a week reaches the goal.',
    es: 'Cada semana, colorea una casilla por cada lección aprobada. Cinco casillas por semana alcanzan la meta.',
  },
  nameColumn: { en: 'Name', es: 'Nombre' },
  weekColumn: { en: 'Week', es: 'Semana' },
  weeks: 6,
  rows: 16,
  legend: {
    en: 'Tip: review the tracker together on Fridays and celebrate every full week.',
    es: 'Consejo: revisen juntos el registro los viernes y celebren cada semana completa.',
  },
};
