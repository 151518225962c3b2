import {
  WORD_PROBLEM_MAX_COUNT,
  WORD_PROBLEM_MAX_SEED,
  wordProblemGradeOf,
  type WordProblemStandardInfo,
} from '@dash/contracts';
import { useId, useState } from 'react';
import { gradeName, useI18n } from '../../../lib/i18n';
import {
  isSeed,
  randomSeed,
  standardsOfGrade,
  WORD_PROBLEM_GRADES,
  type WordProblemChoices,
} from '../lib/word-problem-choices';

interface FormProps {
  choices: WordProblemChoices;
  standards: readonly WordProblemStandardInfo[];
  onChoose: (choices: WordProblemChoices) => void;
}

/**
 * The generator's choices: a grade, then one of its supported standards (with the standard's description),
 * how many problems, their language, and the set number with New set to draw another.
 */
export function WordProblemForm({ choices, standards, onChoose }: FormProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const ids = {
    grade: useId(),
    count: useId(),
    lang: useId(),
    seed: useId(),
    countError: useId(),
    seedError: useId(),
  };
  const grade = wordProblemGradeOf(choices.standard);
  const describe = (code: string) => standards.find((s) => s.code === code)?.short_description ?? '';
  const [countText, setCountText] = useState(String(choices.count));
  const [seedText, setSeedText] = useState(String(choices.seed));
  const [shownSeed, setShownSeed] = useState(choices.seed);
  if (shownSeed !== choices.seed) {
    setShownSeed(choices.seed);
    setSeedText(String(choices.seed));
  }
  const countValid =
    /^\d{1,2}$/.test(countText) && Number(countText) >= 1 && Number(countText) <= WORD_PROBLEM_MAX_COUNT;
  const seedValid = isSeed(seedText);

  return (
    <form className="word-problems__form" onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label className="field__label" htmlFor={ids.grade}>
          {t('wordProblems.grade')}
        </label>
        <select
          id={ids.grade}
          className="field__input"
          value={grade}
          onChange={(event) =>
            onChoose({ ...choices, standard: standardsOfGrade(Number(event.target.value))[0]! })
          }
        >
          {WORD_PROBLEM_GRADES.map((g) => (
            <option key={g} value={g}>
              {gradeName(i18n, g)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="word-problems__standards">
        <legend className="field__label">{t('wordProblems.standard')}</legend>
        {standardsOfGrade(grade).map((code) => (
          <label key={code} className="word-problems__standard">
            <input
              type="radio"
              name="word-problem-standard"
              value={code}
              checked={choices.standard === code}
              onChange={() => onChoose({ ...choices, standard: code })}
            />
            <span>
              <strong>{code}</strong> <span lang="en">{describe(code)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="word-problems__row">
        <div className="field">
          <label className="field__label" htmlFor={ids.count}>
            {t('wordProblems.count')}
          </label>
          <input
            id={ids.count}
            className="field__input"
            type="number"
            min={1}
            max={WORD_PROBLEM_MAX_COUNT}
            value={countText}
            aria-invalid={!countValid}
            aria-describedby={countValid ? undefined : ids.countError}
            onChange={(event) => {
              setCountText(event.target.value);
              const count = Number(event.target.value);
              if (Number.isInteger(count) && count >= 1 && count <= WORD_PROBLEM_MAX_COUNT)
                onChoose({ ...choices, count });
            }}
          />
          {!countValid && (
            <p id={ids.countError} className="field__error">
              {t('wordProblems.countError', { max: WORD_PROBLEM_MAX_COUNT })}
            </p>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.lang}>
            {t('wordProblems.language')}
          </label>
          <select
            id={ids.lang}
            className="field__input"
            value={choices.lang}
            onChange={(event) => onChoose({ ...choices, lang: event.target.value === 'es' ? 'es' : 'en' })}
          >
            <option value="en">English</option>
            <option value="es" lang="es">
              Español
            </option>
          </select>
        </div>
      </div>
      <div className="word-problems__seed">
        <div className="field">
          <label className="field__label" htmlFor={ids.seed}>
            {t('wordProblems.seed')}
          </label>
          <input
            id={ids.seed}
            className="field__input"
            inputMode="numeric"
            autoComplete="off"
            value={seedText}
            aria-invalid={!seedValid}
            aria-describedby={ids.seedError}
            onChange={(event) => {
              setSeedText(event.target.value);
              if (isSeed(event.target.value)) {
                setShownSeed(Number(event.target.value));
                onChoose({ ...choices, seed: Number(event.target.value) });
              }
            }}
          />
        </div>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onChoose({ ...choices, seed: randomSeed() })}
        >
          {t('wordProblems.newSet')}
        </button>
        <p className={seedValid ? 'word-problems__hint muted' : 'field__error'} id={ids.seedError}>
          {t(seedValid ? 'wordProblems.seedHint' : 'wordProblems.seedError', { max: WORD_PROBLEM_MAX_SEED })}
        </p>
      </div>
    </form>
  );
}
