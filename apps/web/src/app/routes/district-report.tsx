import { useParams } from 'react-router';
import { ReportPlaceholder } from '../../features/reports/components/report-placeholder';
import { parseReportPath } from '../../features/reports/lib/parse-report-path';
import { canViewPage } from '../../lib/access';
import { useCustomer } from '../../lib/customer';
import { RequirePage } from './require-page';

/** /district/{districtId}/* : one route for every report in the hierarchy. */
export function DistrictReportRoute() {
  const customer = useCustomer();
  const { districtId, '*': rest } = useParams();
  const report = parseReportPath(districtId, rest);
  return (
    <RequirePage isAllowed={report !== null && canViewPage(customer, 'districtReport')}>
      {report && (
        <ReportPlaceholder
          key={`${report.state}-${report.itemId}`}
          report={report}
          backTo={customer.default_url}
        />
      )}
    </RequirePage>
  );
}
