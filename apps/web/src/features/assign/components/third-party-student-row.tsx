import {
  DONT_ASSIGN_DOMAIN_ID,
  MAX_ACTIVE_ASSIGNMENTS_PER_STUDENT,
  type ScoreRange,
  type StudentThirdPartyScores,
  type ThirdPartyAssessmentName,
} from '@dash/contracts';
import { useId } from 'react';
import { domainName, gradeName, useI18n } from '../../../lib/i18n';
import type { StudentChoice } from '../lib/third-party-form';
import { useFormatDay } from './use-format-day';

/** A Quantile measure as written: 650Q, or EM150Q (Emerging Mathematician) below zero. */
const quantileText = (measure: number) => (measure < 0 ? `EM${-measure}Q` : `${measure}Q`);

export interface DomainOption {
  id: number;
  code: string;
  name: string;
}

interface ThirdPartyStudentRowProps {
  assessment: ThirdPartyAssessmentName;
  student: StudentThirdPartyScores;
  domains: readonly DomainOption[];
  mappings: readonly ScoreRange[];
  choice: StudentChoice;
  /** Why the student cannot be chosen (2 active assignments, no measure), or null. */
  blocked: 'full' | 'noMeasure' | null;
  onDomain: (domainId: number | null) => void;
  onRange: (rangeId: string | null) => void;
}

/** One student of a third-party form: their latest score, a domain (or Don't Assign), then a range or measure. */
export function ThirdPartyStudentRow(props: ThirdPartyStudentRowProps) {
  const { assessment, student, domains, mappings, choice, blocked } = props;
  const i18n = useI18n();
  const { t } = i18n;
  const formatDay = useFormatDay();
  const domainSelectId = useId();
  const rangeSelectId = useId();
  const name = `${student.first_name} ${student.last_name}`.trim();
  const isNwea = assessment === 'NWEA';
  const ritOf = (domainId: number) => student.nwea.find((n) => n.domain_id === domainId)?.rit;
  const tested = isNwea ? student.nwea[0]?.test_date : student.quantile?.test_date;
  const latest = isNwea
    ? tested
      ? t('assign.tp.nweaTested', { date: formatDay(tested) })
      : t('assign.tp.noNwea')
    : student.quantile
      ? t('assign.tp.quantileTested', {
          measure: quantileText(student.quantile.measure),
          date: formatDay(student.quantile.test_date),
        })
      : t('assign.tp.noMeasure');
  const hasDomain = choice.domainId !== null && choice.domainId !== DONT_ASSIGN_DOMAIN_ID;
  return (
    <li className="tp-row">
      <fieldset
        className={blocked ? 'tp-row__set tp-row__set--blocked' : 'tp-row__set'}
        disabled={blocked !== null}
      >
        <legend className="tp-row__name">
          {name} <span className="tp-row__facts">· {gradeName(i18n, student.grade_id)}</span>
        </legend>
        <p className="tp-row__latest">
          {latest}
          {blocked === 'full' && (
            <span className="assign-check__reason">
              {t('assign.students.full', { count: MAX_ACTIVE_ASSIGNMENTS_PER_STUDENT })}
            </span>
          )}
        </p>
        <div className="tp-row__choices">
          <label htmlFor={domainSelectId}>{t('assign.tp.domain')}</label>
          <select
            id={domainSelectId}
            value={choice.domainId === null ? '' : String(choice.domainId)}
            onChange={(event) =>
              props.onDomain(event.target.value === '' ? null : Number(event.target.value))
            }
          >
            <option value="">{t('assign.tp.chooseDomain')}</option>
            <option value={String(DONT_ASSIGN_DOMAIN_ID)}>{t('assign.tp.dontAssign')}</option>
            {domains.map((domain) => {
              const rit = isNwea ? ritOf(domain.id) : undefined;
              return (
                <option key={domain.id} value={String(domain.id)}>
                  {rit === undefined
                    ? `${domain.code} ${domainName(i18n.tOr, domain)}`
                    : t('assign.tp.domainWithRit', {
                        domain: `${domain.code} ${domainName(i18n.tOr, domain)}`,
                        rit,
                      })}
                </option>
              );
            })}
          </select>
          <label htmlFor={rangeSelectId}>{t(isNwea ? 'assign.tp.scoreRange' : 'assign.tp.measure')}</label>
          <select
            id={rangeSelectId}
            value={choice.rangeId ?? ''}
            disabled={!hasDomain}
            onChange={(event) => props.onRange(event.target.value === '' ? null : event.target.value)}
          >
            <option value="">{t(isNwea ? 'assign.tp.chooseScoreRange' : 'assign.tp.chooseMeasure')}</option>
            {mappings.map((range) => (
              <option key={range.id} value={range.id}>
                {range.label}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
    </li>
  );
}
