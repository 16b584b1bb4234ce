import type { ComponentType, ReactNode } from 'react';
import { theme } from 'antd';
import type { LoginFields } from './useLoginFields';

/**
 * A sign-in field's row: the control, then its message in the theme's error colour, announced as it appears and
 * tied to the control by `aria-describedby` (the input's props from `useLoginFields`). Spaced like antd's form
 * items, the message taking the row's bottom margin so nothing below moves.
 */
export function LoginField<V extends Record<string, string | undefined>>({ fields, name, children }: { fields: LoginFields<V>; name: keyof V & string; children: ReactNode }) {
  const { token } = theme.useToken();
  const error = fields.errors[name];
  return (
    <div className={error ? 'login-field login-field-has-help' : 'login-field'}>
      {children}
      {error && (
        <div id={fields.helpId(name)} className="login-field-help" role="alert" style={{ color: token.colorError }}>
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * What every sign-in input takes: its field's value, check and message links (`useLoginFields`), the forms'
 * large size, its icon, and its label as placeholder and accessible name; it is required.
 */
export function loginInputProps<V extends Record<string, string | undefined>>(
  fields: LoginFields<V>,
  name: keyof V & string,
  label: string,
  Icon: ComponentType<{ className?: string }>,
) {
  return {
    ...fields.input(name),
    size: 'large' as const,
    prefix: <Icon className="login-icon" />,
    placeholder: label,
    'aria-label': label,
    'aria-required': true,
  };
}
