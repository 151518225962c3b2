import { DEMO_LESSON_BANDS, demoLessonUrl, type ResourcesResponse } from '@dash/contracts';
import { gradeName, useI18n } from '../../../lib/i18n';

type Bands = NonNullable<ResourcesResponse['data']['demo_lessons']>;

/**
 * The demo lessons area (spec §2), shown only when the server sends it (demo_lessons on): grades K–2, 3–5 and
 * 6–8, each lesson opening the play site in a new window with its name in the query (the concept map's rule).
 */
export function DemoLessons({ bands }: { bands: Bands }) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <section className="resources-demo" aria-labelledby="resources-demo-title">
      <h2 id="resources-demo-title">{t('resources.demo.title')}</h2>
      <p className="muted">{t('resources.demo.lead')}</p>
      <div className="resources-demo__bands">
        {bands.map((band) => {
          const grades = DEMO_LESSON_BANDS.find((b) => b.id === band.band)!.grades;
          const title = t('resources.demo.band', {
            from: gradeName(i18n, grades[0]),
            to: gradeName(i18n, grades[grades.length - 1]!),
          });
          return (
            <div key={band.band} className="resources-demo__band">
              <h3>{title}</h3>
              <ul>
                {band.lessons.map((lesson) => (
                  <li key={lesson.name}>
                    <a href={demoLessonUrl(lesson.name)} target="_blank" rel="noopener noreferrer">
                      {lesson.name}
                      <span className="visually-hidden"> {t('resources.opensNewWindow')}</span>
                    </a>
                    <span className="muted"> · {gradeName(i18n, lesson.grade)}</span>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}
