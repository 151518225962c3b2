import { useState, type ComponentType } from 'react';
import { useI18n, type MessageKey } from '../../../lib/i18n';
import { ClassroomSettingsPane } from './classroom-settings-pane';
import { EngagementRestrictionsPane } from './engagement-restrictions-pane';
import { PasswordPane } from './password-pane';
import { PasswordTypePane } from './password-type-pane';
import { MANAGE_PANES, type ManagePane, type PaneFormProps } from './pane-form';
import { usePendingChanges } from './pending-changes';
import { PrimaryGraduationPane } from './primary-graduation-pane';
import { RosterPane } from './roster-pane';
import './classroom-manage.css';

const PANE_COMPONENTS: Record<ManagePane, ComponentType<PaneFormProps>> = {
  classroom_settings: ClassroomSettingsPane,
  roster: RosterPane,
  password_type: PasswordTypePane,
  engagement_restrictions: EngagementRestrictionsPane,
  primary_graduation: PrimaryGraduationPane,
  password: PasswordPane,
};

export const PANE_LABELS: Record<ManagePane, MessageKey> = {
  classroom_settings: 'manageClassroom.pane.classroom_settings',
  roster: 'manageClassroom.pane.roster',
  password_type: 'manageClassroom.pane.password_type',
  engagement_restrictions: 'manageClassroom.pane.engagement_restrictions',
  primary_graduation: 'manageClassroom.pane.primary_graduation',
  password: 'manageClassroom.pane.password',
};

export interface ClassroomManagePanelProps {
  districtId: number;
  classroomId: number;
  /** The pane shown first (classroom settings unless given). */
  initialPane?: ManagePane;
}

/**
 * One classroom's management panel (spec §2 panes classroom_settings, roster, password_type,
 * engagement_restrictions, primary_graduation, password): the teacher's settings page and the admins' Manage
 * page mount it. Unsaved edits hold pane switches and navigation behind the pending-changes modal.
 */
export function ClassroomManagePanel({ districtId, classroomId, initialPane }: ClassroomManagePanelProps) {
  const { t } = useI18n();
  const [pane, setPane] = useState<ManagePane>(initialPane ?? 'classroom_settings');
  const pending = usePendingChanges();
  const Pane = PANE_COMPONENTS[pane];
  return (
    <section
      className="manage-classroom"
      data-district-id={districtId}
      aria-label={t('manageClassroom.title')}
    >
      <nav className="manage-classroom__panes" aria-label={t('manageClassroom.panes')}>
        {MANAGE_PANES.map((name) => (
          <button
            key={name}
            type="button"
            className="manage-classroom__pane-button"
            aria-current={name === pane ? 'page' : undefined}
            onClick={() => name !== pane && pending.guard(() => setPane(name))}
          >
            {t(PANE_LABELS[name])}
          </button>
        ))}
      </nav>
      <div className="manage-classroom__body">
        <h3 className="manage-classroom__heading">{t(PANE_LABELS[pane])}</h3>
        <Pane key={`${classroomId}-${pane}`} classroomId={classroomId} onDirtyChange={pending.setIsDirty} />
      </div>
      {pending.dialog}
    </section>
  );
}

export type { ManagePane } from './pane-form';
