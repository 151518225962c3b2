import { useId } from 'react';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { useI18n } from '../../../../lib/i18n';
import { cutLabel, domainModalColumns } from '../../lib/standards-grid';

/** A standard the modal offers: its code and descriptions, with its place for the link it leads to. */
export interface ModalStandard {
  code: string;
  name: string;
  short_description: string;
  domain: string;
  cluster: string;
}

/**
 * The domain-and-standard modal (spec §2, §9): a domain's standards as buttons, 3 a row (2 for the product
 * curriculum and England's), each its code and short description cut to 35 characters, the whole text its
 * name and title. Choosing one hands it to `onChoose`; Escape or Cancel closes, and focus returns.
 */
export function DomainStandardsModal<S extends ModalStandard>({
  domainName,
  standards,
  academicStandard,
  onChoose,
  onClose,
}: {
  domainName: string;
  standards: readonly S[];
  /** The customer's academic standard (customer_info academic_standard_name). */
  academicStandard: string;
  onChoose: (standard: S) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const leadId = useId();
  const columns = domainModalColumns(academicStandard);
  return (
    <ModalDialog
      isOpen
      title={t('standards.domainModal.title', { domain: domainName })}
      descriptionId={leadId}
      onCancel={onClose}
      className="domain-modal"
    >
      <p id={leadId} className="domain-modal__lead">
        {t('standards.domainModal.lead')}
      </p>
      <ul className={`domain-modal__standards domain-modal__standards--${columns}`}>
        {standards.map((standard) => {
          const text = standard.short_description || standard.name;
          return (
            <li key={standard.code}>
              <button
                type="button"
                className="domain-modal__standard"
                title={text}
                aria-label={`${standard.code} ${text}`}
                onClick={() => onChoose(standard)}
              >
                <strong>{standard.code}</strong> <span>{cutLabel(text)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="modal-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </ModalDialog>
  );
}
