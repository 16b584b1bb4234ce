import type { ReactNode } from 'react';
import { theme } from 'antd';

/**
 * A sign-in field's row: the control, then its message in the theme's error colour, announced as it appears and
 * tied to the control by `aria-describedby` (the input's props from `useLoginFields`). Spaced like antd's form
 * items, the message taking the row's bottom margin so nothing below moves.
 */
export function LoginField({ helpId, error, children }: { helpId: string; error?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div className={error ? 'login-field login-field-has-help' : 'login-field'}>
      {children}
      {error && (
        <div id={helpId} className="login-field-help" role="alert" style={{ color: token.colorError }}>
          {error}
        </div>
      )}
    </div>
  );
}
