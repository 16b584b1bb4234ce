import type { ReactNode } from 'react';

/**
 * A sign-in form: named (its id and name are what antd's Form gave it), checked by the page rather than by the
 * browser, and submitted by its button or Enter in a field.
 */
export function LoginForm({ name, onSubmit, autoComplete, children }: { name: string; onSubmit: () => void; autoComplete?: 'on'; children: ReactNode }) {
  return (
    <form
      id={name}
      name={name}
      autoComplete={autoComplete}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
