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
}

const PaneSlotsContext = createContext<PaneSlots>({});
export const PaneSlotsProvider = PaneSlotsContext.Provider;
export const usePaneSlots = () => useContext(PaneSlotsContext);

export function CreateAssignmentPane({ view, location }: PaneProps<'createAssignment'>) {
  const Slot = useContext(PaneSlotsContext).createAssignment;
  return Slot ? <Slot districtId={location.districtId} studentId={view.studentId} /> : null;
}
