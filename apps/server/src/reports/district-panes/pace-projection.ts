/**
 * THE projection of predictive insights (spec §2 /reports/predictive-insights): where a student's grade-level
 * standards will stand on the last day of the school year if they keep the pace they have kept so far this
 * school year. Pure functions over counted figures; the repository reads them, the web states the method.
 *
 * Method: pace = grade-level standards made proficient by play since the student's first lesson of this school
 * year ÷ the weeks from that lesson to today (at least PACE_MIN_WEEKS); projected = standards proficient today
 * + pace × weeks left to the last day of the school year, at most the grade's standards. A student with every
 * grade-level standard proficient has reached grade level; one whose projection reaches them all is on pace;
 * anyone else (also a student who has not played this year: pace 0) is off pace.
 */
import { daysBetween, PACE_MIN_WEEKS, type PaceStatus } from '@dash/contracts';

/** What the projection reads of one student. */
export interface PaceFigures {
  standardsCount: number;
  proficientNow: number;
  grownThisYear: number;
  /** First day of play this school year; null when the student has not played. */
  firstPlayDate: string | null;
}

export interface PaceDays {
  today: string;
  /** The last day of the school year the projection runs to. */
  yearEnd: string;
}

export interface Projection {
  pacePerWeek: number;
  projected: number;
  projectedPercent: number;
  status: PaceStatus;
}

const DAYS_PER_WEEK = 7;

/** Standards per week since the first lesson of the year, over at least PACE_MIN_WEEKS. */
export function paceOf(figures: PaceFigures, today: string): number {
  if (figures.firstPlayDate === null || figures.grownThisYear <= 0) return 0;
  const days = daysBetween(figures.firstPlayDate, today) + 1;
  const weeks = Math.max(PACE_MIN_WEEKS, days / DAYS_PER_WEEK);
  return figures.grownThisYear / weeks;
}

/** The student's projection to the year's last day; percents of the grade's standards, rounded. */
export function projectPace(figures: PaceFigures, days: PaceDays): Projection {
  const { standardsCount, proficientNow } = figures;
  const pacePerWeek = paceOf(figures, days.today);
  const weeksLeft = Math.max(0, daysBetween(days.today, days.yearEnd)) / DAYS_PER_WEEK;
  const projected = Math.min(standardsCount, proficientNow + pacePerWeek * weeksLeft);
  const status: PaceStatus =
    proficientNow >= standardsCount ? 'reached' : projected >= standardsCount ? 'on_pace' : 'off_pace';
  return {
    pacePerWeek: Math.round(pacePerWeek * 100) / 100,
    projected: Math.round(projected * 10) / 10,
    projectedPercent: standardsCount > 0 ? Math.round((projected / standardsCount) * 100) : 0,
    status,
  };
}
