import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmText: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * A confirmation before a decision, as the browser's own modal dialog (`<dialog>` opened with showModal): the
 * page behind it is inert, Esc cancels, the focus goes into it and comes back to the button that opened it. Its
 * confirm button is its form's submit button.
 */
export function ConfirmDialog({ open, title, children, confirmText, danger, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="approval-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {/* A form whose submit button confirms: Enter in a field confirms as a click does (WCAG technique H32). The
          page checks its fields and says what is missing in our words, not the browser's bubble. */}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onConfirm();
        }}
      >
        <h3 id={titleId}>{title}</h3>
        {children}
        <div className="approval-dialog-buttons">
          <button type="button" className="approval-button" onClick={onCancel}>
            {t('approval.buttons.cancel')}
          </button>
          <button type="submit" className={`approval-button ${danger ? 'approval-button-danger' : 'approval-button-primary'}`} disabled={busy} aria-busy={busy}>
            {confirmText}
          </button>
        </div>
      </form>
    </dialog>
  );
}
