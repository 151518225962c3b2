import type { WordProblem, WordProblemLanguage } from '@dash/contracts';
import { useI18n } from '../../../lib/i18n';

/** The set's problems in order, each with its answer under it while answers are shown. */
export function WordProblemList({
  problems,
  lang,
  showAnswers,
}: {
  problems: readonly WordProblem[];
  lang: WordProblemLanguage;
  showAnswers: boolean;
}) {
  const { t, locale } = useI18n();
  return (
    <ol className="word-problems__list" lang={lang === 'es' ? 'es-MX' : 'en'}>
      {problems.map((problem) => (
        <li key={problem.number} className="word-problems__problem">
          <p>{problem.question}</p>
          {showAnswers && (
            <p className="word-problems__answer">
              <span lang={locale}>{t('wordProblems.answer')}</span> {problem.answer_text}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
