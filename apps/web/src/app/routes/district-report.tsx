import type { ComponentProps } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { GuardianAssignPane } from '../../features/assign/components/guardian-assign-pane';
import { ClassroomEditCog } from '../../features/manage/classroom/classroom-edit-cog';
import { ReadOnlyRosterPane } from '../../features/manage/classroom/roster-pane';
import { PrintButtons } from '../../features/printables/components/print-buttons';
import { ClassroomMessagesPane } from '../../features/messaging/components/classroom-messages-pane';
import { PaneSlotsProvider } from '../../features/reports/components/panes/pane-slots';
import { ReportPage } from '../../features/reports/components/report-page';
import { parseReportLocation } from '../../features/reports/lib/report-location';
import { isLocationAllowed } from '../../features/reports/lib/report-tabs';
import { useCustomer } from '../../lib/customer';
import { RequirePage } from './require-page';

/** The info pane's buttons: the print buttons and, on a classroom the customer may edit, the edit cog. */
function InfoActions(props: ComponentProps<typeof PrintButtons>) {
  return (
    <>
      <ClassroomEditCog state={props.state} itemId={props.itemId} customer={props.customer} />
      <PrintButtons {...props} />
    </>
  );
}

/**
 * Panes of other features the report page draws: a guardian's Create Assignment form, the print buttons, a
 * classroom's messages and its read-only roster.
 */
const PANE_SLOTS = {
  createAssignment: GuardianAssignPane,
  infoActions: InfoActions,
  messages: ClassroomMessagesPane,
  rosterReadOnly: ReadOnlyRosterPane,
};

/**
 * /district/{districtId}/* : one route for every report of the hierarchy. Invalid parameters or a failing
 * policy check send the customer to their default URL (spec §5).
 */
export function DistrictReportRoute() {
  const customer = useCustomer();
  const { districtId, '*': rest } = useParams();
  const [search] = useSearchParams();
  const location = parseReportLocation(districtId, rest, search);
  const isOwnDistrict = location?.districtId === customer.district_id;
  const isOwnGuardianPage = location?.state !== 'guardian' || location.itemId === customer.id;
  const isAllowed =
    location !== null && isOwnDistrict && isOwnGuardianPage && isLocationAllowed(location, customer);
  return (
    <RequirePage isAllowed={isAllowed}>
      {location && (
        <PaneSlotsProvider value={PANE_SLOTS}>
          <ReportPage key={`${location.state}-${location.itemId}`} location={location} customer={customer} />
        </PaneSlotsProvider>
      )}
    </RequirePage>
  );
}
