/** What every management pane gets: its classroom and a way to say it holds unsaved edits. */
export interface PaneFormProps {
  classroomId: number;
  onDirtyChange: (isDirty: boolean) => void;
}

/** The panes of a classroom's management panel (spec §2 Other panes), in the order they show. */
export const MANAGE_PANES = [
  'classroom_settings',
  'roster',
  'password_type',
  'engagement_restrictions',
  'primary_graduation',
  'password',
] as const;
export type ManagePane = (typeof MANAGE_PANES)[number];

export const isManagePane = (value: string | null): value is ManagePane =>
  (MANAGE_PANES as readonly string[]).includes(value ?? '');
