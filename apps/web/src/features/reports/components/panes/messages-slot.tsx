import type { PaneProps } from '../../lib/report-panes';
import { usePaneSlots } from './pane-slots';

/** A classroom's Messages pane, drawn by the messaging feature through the pane slots. */
export function MessagesPane({ view, location }: PaneProps<'messages'>) {
  const Slot = usePaneSlots().messages;
  return Slot ? <Slot districtId={location.districtId} classroomId={view.classroomId} /> : null;
}
