import type { Customer, ReportState } from '@dash/contracts';
import { createContext, useContext, type ComponentType } from 'react';
import type { PaneProps } from '../../lib/report-panes';

/**
 * Panes another feature draws inside the report page (features do not import each other): the app's route
 * file hands them in. A guardian's Create Assignment pane is the assign feature's form for their child.
 */
export interface PaneSlots {
  createAssignment?: ComponentType<{ districtId: number; studentId: number }>;
  /** A classroom's Messages pane: the messaging feature's. */
  messages?: ComponentType<{ districtId: number; classroomId: number }>;
  /** A classroom's read-only roster (roster_ro, externally managed districts): the manage feature's. */
  rosterReadOnly?: ComponentType<{ classroomId: number }>;
  /** The info pane's print buttons (spec §2 Info pane buttons): the printables feature's. */
  infoActions?: ComponentType<{ state: ReportState; districtId: number; itemId: number; customer: Customer }>;
}

const PaneSlotsContext = createContext<PaneSlots>({});
export const PaneSlotsProvider = PaneSlotsContext.Provider;
export const usePaneSlots = () => useContext(PaneSlotsContext);

export function CreateAssignmentPane({ view, location }: PaneProps<'createAssignment'>) {
  const Slot = useContext(PaneSlotsContext).createAssignment;
  return Slot ? <Slot districtId={location.districtId} studentId={view.studentId} /> : null;
}

export function RosterReadOnlyPane({ view }: PaneProps<'rosterReadOnly'>) {
  const Slot = useContext(PaneSlotsContext).rosterReadOnly;
  return Slot ? <Slot classroomId={view.classroomId} /> : null;
}

/** The info pane's buttons another feature draws (print buttons), for the item on screen. */
export function InfoActionsSlot(props: {
  state: ReportState;
  districtId: number;
  itemId: number;
  customer: Customer;
}) {
  const Slot = useContext(PaneSlotsContext).infoActions;
  return Slot ? <Slot {...props} /> : null;
}
