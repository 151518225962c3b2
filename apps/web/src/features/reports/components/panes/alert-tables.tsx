import { TEACHER_USAGE_THRESHOLDS, type StudentAlert, type StudentAlerts } from '@dash/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/query-state';
import { useI18n, type MessageKey } from '../../../../lib/i18n';
import { alertStandardsParam } from '../../lib/alerts';
import { ScrollTable } from '../scroll-region';
import '../report-table.css';
import './alerts.css';

/** Where a click on a student's alert goes (their standards, on the `standards` given); null: no link. */
export type AlertHref = (studentId: number, standards: string) => string | null;

/** The alert sentences of spec §8, and a usage alert's, for one student. */
export function useAlertSentence() {
  const { t } = useI18n();
  return (student: string, alert: StudentAlert): string => {
    if (alert.category === 'USAGE')
      return t('alerts.sentence.usage', { student, minutes: TEACHER_USAGE_THRESHOLDS.minimumWeeklyMinutes });
    if (alert.kind === 'lesson_group_struggling')
      return t('alerts.sentence.lessonGroup', { student, lessonGroup: alert.lesson_group?.name ?? '' });
    if (alert.kind === 'standard_struggling')
      return t('alerts.sentence.standard', { student, standard: alert.standard?.code ?? '' });
    return t('alerts.sentence.failThreshold', { student });
  };
}

/** One alert's sentence: a link to the student's standard or lesson group when the alert names one. */
function AlertSentence({
  studentId,
  studentName,
  alert,
  alertHref,
}: {
  studentId: number;
  studentName: string;
  alert: StudentAlert;
  alertHref: AlertHref;
}) {
  const sentence = useAlertSentence()(studentName, alert);
  const standards = alertStandardsParam(alert);
  const href = standards === null ? null : alertHref(studentId, standards);
  const title = alert.standard?.short_description;
  return href ? (
    <Link to={href} title={title}>
      {sentence}
    </Link>
  ) : (
    <span title={title}>{sentence}</span>
  );
}

/** A student's alerts, one sentence each. */
export function AlertSentences({ student, alertHref }: { student: StudentAlerts; alertHref: AlertHref }) {
  return (
    <ul className="alerts-table__sentences">
      {student.alerts.map((alert, index) => (
        <li key={index}>
          <AlertSentence
            studentId={student.id}
            studentName={student.first_name}
            alert={alert}
            alertHref={alertHref}
          />
        </li>
      ))}
    </ul>
  );
}

/** The students' alerts as a table: student, their alerts' sentences, since when (spec §2 alerts tables). */
export function AlertsTable({
  caption,
  students,
  empty,
  alertHref,
}: {
  caption: string;
  students: readonly StudentAlerts[];
  empty: string;
  alertHref: AlertHref;
}) {
  const { t, formatDateTime } = useI18n();
  const formatDay = (day: string) =>
    formatDateTime(new Date(`${day}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  if (students.length === 0) return <EmptyState message={empty} />;
  return (
    <ScrollTable caption={caption} className="alerts-table">
      <thead>
        <tr>
          <th scope="col">{t('alerts.column.student')}</th>
          <th scope="col">{t('alerts.column.alert')}</th>
          <th scope="col">{t('alerts.column.since')}</th>
        </tr>
      </thead>
      <tbody>
        {students.map((student) => {
          const name = `${student.first_name} ${student.last_name}`;
          const since = student.alerts.map((alert) => alert.raised_date).sort()[0]!;
          return (
            <tr key={student.id}>
              <th scope="row">{name}</th>
              <td>
                <AlertSentences student={student} alertHref={alertHref} />
              </td>
              <td className="alerts-table__since" data-label={t('alerts.column.since')}>
                {formatDay(since)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}

const PHASES: readonly { name: MessageKey; description: MessageKey }[] = [
  { name: 'alerts.phase.earlySenseMaking', description: 'alerts.phase.earlySenseMakingText' },
  { name: 'alerts.phase.lookingForStructure', description: 'alerts.phase.lookingForStructureText' },
  { name: 'alerts.phase.fluency', description: 'alerts.phase.fluencyText' },
];

/**
 * The lesson alerts popover (spec §2): the three phases a lesson group moves through. Opens on its button,
 * closes on Escape, a click outside or the button again.
 */
export function LessonPhasesPopover() {
  const { t } = useI18n();
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);
  return (
    <div className="phases" ref={root}>
      <button
        type="button"
        className="button button--secondary phases__button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen(!isOpen)}
      >
        {t('alerts.phase.button')}
      </button>
      <div
        id={panelId}
        className="phases__panel"
        role="region"
        aria-label={t('alerts.phase.title')}
        hidden={!isOpen}
      >
        <p className="phases__intro">{t('alerts.phase.intro')}</p>
        <dl>
          {PHASES.map((phase) => (
            <div key={phase.name}>
              <dt>{t(phase.name)}</dt>
              <dd>{t(phase.description)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
