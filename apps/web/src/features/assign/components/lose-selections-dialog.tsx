import { ChoiceDialog } from '../../../components/ui/choice-dialog';
import { useI18n } from '../../../lib/i18n';

/** The lose-selections confirmation (spec §2 Modals): leaving assign mode with choices made asks first. */
export function LoseSelectionsDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const { t } = useI18n();
  return (
    <ChoiceDialog
      title={t('assign.leave.title')}
      description={<p>{t('assign.leave.body')}</p>}
      actions={[
        { label: t('assign.leave.stay'), onClick: onStay, className: 'button--primary', isSafe: true },
        { label: t('assign.leave.discard'), onClick: onLeave, className: 'button--secondary' },
      ]}
    />
  );
}
