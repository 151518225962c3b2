import type { Customer, ReportState } from '@dash/contracts';
import { useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { printActionsOf, type PrintAction } from '../lib/print-actions';
import { PrintDialog } from './print-dialog';
import './print-dialog.css';

export interface PrintButtonsProps {
  state: ReportState;
  districtId: number;
  itemId: number;
  customer: Customer;
}

/** The info pane's print buttons of a report item (spec §2), each opening its print modal. */
export function PrintButtons({ state, districtId, itemId, customer }: PrintButtonsProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState<PrintAction | null>(null);
  const item = { state, districtId, itemId };
  const actions = printActionsOf(item, customer);
  if (actions.length === 0) return null;
  return (
    <div className="print-buttons" role="group" aria-label={t('print.section')}>
      {actions.map((action) => (
        <button
          key={action.printable}
          type="button"
          className="button button--secondary"
          onClick={() => setOpen(action)}
        >
          {t(action.labelKey)}
        </button>
      ))}
      {open && <PrintDialog item={item} action={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
