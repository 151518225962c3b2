import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RequirePage } from '../../../app/routes/require-page';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { isInAudience } from '../../../lib/access';
import { useCustomer } from '../../../lib/customer';
import { useI18n } from '../../../lib/i18n';
import { choicesParams, randomSeed, readChoices, type WordProblemChoices } from '../lib/word-problem-choices';
import { useWordProblems, wordProblemsPdfUrl } from '../lib/word-problems-api';
import { WordProblemForm } from './word-problem-form';
import { WordProblemList } from './word-problem-list';
import './word-problems.css';

/**
 * /word-problem-generator (spec §2, a teacher tool reached from Resources → Teacher tools): word problems with
 * answers for a chosen standard, in English or Spanish; the set number (seed) shown brings the same set back.
 * Staff only (spec §6).
 */
export function WordProblemGeneratorPage() {
  const customer = useCustomer();
  return (
    <RequirePage isAllowed={isInAudience(customer, 'staff')}>
      <WordProblemGenerator />
    </RequirePage>
  );
}

function WordProblemGenerator() {
  const { t, locale } = useI18n();
  const [searchParams, setSearchParams] = useSearchParams();
  const choices = readChoices(searchParams, locale === 'es-mx' ? 'es' : 'en');
  const [showAnswers, setShowAnswers] = useState(false);
  const query = useWordProblems(choices);

  // A first visit names no set yet: draw a set number and keep it in the address.
  useEffect(() => {
    if (choices === null) {
      const fresh = readChoices(
        new URLSearchParams({ seed: String(randomSeed()) }),
        locale === 'es-mx' ? 'es' : 'en',
      );
      setSearchParams(choicesParams(fresh!), { replace: true });
    }
  }, [choices, locale, setSearchParams]);

  const choose = (next: WordProblemChoices) => setSearchParams(choicesParams(next), { replace: true });
  const heading = <PageHeading title={t('wordProblems.title')} lead={t('wordProblems.lead')} />;
  if (choices === null || query.isPending)
    return (
      <>
        {heading}
        <LoadingState />
      </>
    );
  if (query.isError)
    return (
      <>
        {heading}
        <ErrorState message={t('wordProblems.loadFailed')} onRetry={() => void query.refetch()} />
      </>
    );

  const set = query.data.set;
  return (
    <>
      {heading}
      <div className="word-problems">
        <WordProblemForm choices={choices} standards={query.data.standards} onChoose={choose} />
        {/* While a new set loads, the previous one stays on screen, dimmed and marked busy. */}
        <section
          className="word-problems__set"
          aria-labelledby="word-problems-set"
          aria-busy={query.isPlaceholderData}
        >
          <div className="word-problems__set-head">
            <h2 id="word-problems-set">
              {t('wordProblems.setTitle', { code: choices.standard, seed: String(choices.seed) })}
            </h2>
            <div className="word-problems__actions">
              <button
                type="button"
                className="button button--secondary"
                aria-pressed={showAnswers}
                onClick={() => setShowAnswers(!showAnswers)}
              >
                {t(showAnswers ? 'wordProblems.hideAnswers' : 'wordProblems.showAnswers')}
              </button>
              <a
                className="button button--primary"
                href={wordProblemsPdfUrl(choices)}
                target="_blank"
                rel="noreferrer"
              >
                {t('wordProblems.printPdf')}
              </a>
            </div>
          </div>
          {set && <WordProblemList problems={set.problems} lang={set.lang} showAnswers={showAnswers} />}
        </section>
      </div>
    </>
  );
}
