/**
 * Classroom posters the resources library ships (spec §2 classroom tab); the weekly goal is spec §9's
 * recommended usage (60 minutes and 5 lessons a week).
 */
import { NARRATIVE_THRESHOLDS as USAGE } from '@dash/contracts';
import type { PosterContent } from '../resource-words.js';

export const GROWTH_MINDSET_POSTER: PosterContent = {
  kind: 'poster',
  title: {
    en: 'Growth mindset in math',
    gb: 'Growth mindset in maths',
    es: 'Mentalidad de crecimiento en matemáticas',
  },
  subtitle: {
    en: 'My brain grows when I work on hard problems.',
    es: 'Mi cerebro crece cuando trabajo en problemas difíciles.',
  },
  lines: [
    { en: 'Mistakes help me learn.', es: 'Los errores me ayudan a aprender.' },
    { en: 'I can’t do it… yet.', es: 'Todavía no lo sé hacer… pero aprenderé.' },
    { en: 'I try a different strategy.', es: 'Pruebo otra estrategia.' },
    { en: 'Asking questions is smart.', es: 'Hacer preguntas es de inteligentes.' },
    { en: 'Effort makes me stronger.', es: 'El esfuerzo me hace más fuerte.' },
    { en: 'I explain my thinking.', es: 'Explico mi razonamiento.' },
  ],
};

export const MATH_TALK_POSTER: PosterContent = {
  kind: 'poster',
  title: { en: 'Math talk', gb: 'Maths talk', es: 'Hablemos de matemáticas' },
  subtitle: {
    en: 'Sentence starters for sharing our thinking',
    es: 'Frases para compartir lo que pensamos',
  },
  lines: [
    { en: 'I noticed that…', es: 'Me di cuenta de que…' },
    { en: 'I agree with … because…', es: 'Estoy de acuerdo con … porque…' },
    { en: 'I disagree with … because…', es: 'No estoy de acuerdo con … porque…' },
    { en: 'Another way to solve it is…', es: 'Otra manera de resolverlo es…' },
    { en: 'Can you explain how you…?', es: '¿Puedes explicar cómo…?' },
    { en: 'My answer makes sense because…', es: 'Mi respuesta tiene sentido porque…' },
  ],
};

export const WEEKLY_GOAL_POSTER: PosterContent = {
  kind: 'poster',
  title: { en: 'Our weekly practice goal', es: 'Nuestra meta de práctica semanal' },
  subtitle: {
    en: `${USAGE.recommendedWeeklyMinutes} minutes and ${USAGE.recommendedWeeklyLessons} lessons every week`,
    es: `${USAGE.recommendedWeeklyMinutes} minutos y ${USAGE.recommendedWeeklyLessons} lecciones cada semana`,
  },
  lines: [
    { en: 'Practise a little on most days.', es: 'Practico un poco casi todos los días.' },
    { en: 'Finish the lesson I start.', es: 'Termino la lección que empiezo.' },
    { en: 'Read each question carefully.', es: 'Leo cada pregunta con atención.' },
    { en: 'Ask for help when I am stuck.', es: 'Pido ayuda cuando me atasco.' },
    { en: 'Celebrate each lesson I pass.', es: 'Celebro cada lección que apruebo.' },
  ],
};
