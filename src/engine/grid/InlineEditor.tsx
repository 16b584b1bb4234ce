import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Input } from '@/engine/named/Input';
import { CellError } from './CellError';

/** Where the keyboard goes after an edit: down a row (Enter), to the next or previous editable cell (Tab), nowhere. */
export type EditExit = 'down' | 'next' | 'prev' | 'stay';

interface Props {
  label: string;
  value: unknown;
  maxLength?: number;
  numeric?: boolean;
  error?: string;
  /** Saves the value; false when it was refused (the editor stays, with the message). */
  onCommit: (value: unknown, exit: EditExit) => Promise<boolean>;
  onCancel: () => void;
}

/**
 * The editor of one cell (docs/screens.md#inline-editing-and-the-keyboard-grid): Enter saves and moves down, Tab and
 * Shift+Tab save and move across the editable cells, Esc puts the value back; leaving it saves. Each change is
 * committed once, however it ends.
 */
export function InlineEditor({ label, value, maxLength, numeric, error, onCommit, onCancel }: Props) {
  const [text, setText] = useState(value === null || value === undefined ? '' : String(value));
  const done = useRef(false);
  const errorId = useId();

  const commit = async (exit: EditExit) => {
    if (done.current) return;
    done.current = true;
    const typed = numeric && /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : text;
    if (!(await onCommit(typed, exit))) done.current = false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The grid's own keys stop here: the editor owns them while it is open.
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit('down');
    } else if (event.key === 'Tab') {
      event.preventDefault();
      void commit(event.shiftKey ? 'prev' : 'next');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      done.current = true;
      onCancel();
    }
  };

  return (
    <div className="inline-editor">
      <Input
        autoFocus
        size="small"
        value={text}
        maxLength={maxLength}
        inputMode={numeric ? 'numeric' : undefined}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        status={error ? 'error' : undefined}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => void commit('stay')}
        data-testid="inline-editor"
      />
      <CellError error={error} id={errorId} />
    </div>
  );
}
