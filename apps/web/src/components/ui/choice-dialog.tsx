import { useId, useRef, type ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';

export interface DialogAction {
  label: string;
  onClick: () => void;
  /** The button's look: `button--primary`, `button--secondary` or a feature's own class. */
  className: string;
  disabled?: boolean;
  /** The choice that changes nothing: Escape makes it. */
  isSafe?: boolean;
}

interface ChoiceDialogProps {
  title: string;
  /** What the dialog says, read out with its title. */
  description: ReactNode;
  /** Anything shown between the description and the buttons. */
  children?: ReactNode;
  /** The buttons in order; the first has the focus when the dialog opens. */
  actions: readonly DialogAction[];
}

/**
 * A modal that says something and offers a few choices as buttons (spec §2 Modals); it shows while its owner
 * renders it.
 */
export function ChoiceDialog({ title, description, children, actions }: ChoiceDialogProps) {
  const firstActionRef = useRef<HTMLButtonElement>(null);
  const descriptionId = useId();
  const safeAction = actions.find((action) => action.isSafe);
  return (
    <ModalDialog
      isOpen
      title={title}
      onCancel={() => safeAction?.onClick()}
      initialFocusRef={firstActionRef}
      descriptionId={descriptionId}
    >
      <div id={descriptionId}>{description}</div>
      {children}
      <div className="modal-dialog__actions">
        {actions.map((action, index) => (
          <button
            key={index}
            ref={index === 0 ? firstActionRef : undefined}
            type="button"
            className={`button ${action.className}`}
            onClick={action.onClick}
            disabled={action.disabled}
          >
            {action.label}
          </button>
        ))}
      </div>
    </ModalDialog>
  );
}
