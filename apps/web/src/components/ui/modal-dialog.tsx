import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import './modal-dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalDialogProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  /** Escape key; the dialog stays open unless the owner closes it. */
  onCancel: () => void;
  /** Element focused on open; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where the visible description is, for aria-describedby. */
  descriptionId?: string;
  /** Extra class for a dialog that needs more room (e.g. a chart). */
  className?: string;
}

/**
 * Accessible modal: native <dialog> opened with showModal() (background inert, top layer), labelled by its
 * title, focus moved inside on open, Tab cycled within it, focus returned to the previous element on close.
 */
export function ModalDialog({
  isOpen,
  title,
  children,
  onCancel,
  initialFocusRef,
  descriptionId,
  className,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !isOpen) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const target = initialFocusRef?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
    return () => {
      if (dialog.open) dialog.close();
      previouslyFocused?.focus();
    };
  }, [isOpen, initialFocusRef]);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  if (!isOpen) return null;
  return (
    <dialog
      ref={dialogRef}
      className={className ? `modal-dialog ${className}` : 'modal-dialog'}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onKeyDown={handleKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="modal-dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
