import type { FormInstance } from 'antd';

/** The form's values when valid, else null: the fields already show their messages, nothing is thrown. */
export async function validated<T>(form: FormInstance<T>): Promise<T | null> {
  try {
    return await form.validateFields();
  } catch {
    return null;
  }
}
