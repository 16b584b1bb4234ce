import { PASSWORD_CHANGE_FLAG } from '@schemas/passwordChangeConstants';
import { setStore } from './storage';
import { KEYS } from './session';

/*
 * The set-password step's signal (docs/security.md, "Users, roles and data scopes"): a refusal that asks for it opens
 * the step. The change itself is ownPassword.ts's, loaded with the forms that make it.
 */

type Listener = () => void;
const listeners = new Set<Listener>();

/** Whether a refusal is the server's "set your password first" (403 with its flag). */
export const asksPasswordChange = (status: number, body: unknown) =>
  status === 403 && typeof body === 'object' && body !== null && (body as Record<string, unknown>)[PASSWORD_CHANGE_FLAG] === true;

/** The server refused a call until the user sets their own password: the set-password step opens. */
export function requirePasswordChange(): void {
  setStore({ name: KEYS.passwordTemporary, content: true });
  for (const listener of listeners) listener();
}

/** The app subscribes here to open the set-password step. */
export function onPasswordChangeRequired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
