import { useId } from 'react';

/**
 * A form and the button that saves it, wherever that button is drawn (docs/product.md#accessibility-themes-and-narrow-screens).
 *
 * Every form has a submit button (WCAG technique H32), so a keyboard or a screen reader user has one known way to
 * send it: Enter in a field presses it, as a click does. A dialog's save button sits in antd's footer, outside the
 * dialog's body and its form, and a page can put its save button in its card's header: the button submits the
 * form by its id (the `form` attribute), and the form's `onFinish` is the one save, reached by the button and by
 * Enter alike (the dialog has no `onOk`, the button no `onClick`).
 */
export function useFormSubmit(): { formId: string; submitProps: { htmlType: 'submit'; form: string } } {
  const formId = useId();
  return { formId, submitProps: { htmlType: 'submit', form: formId } };
}
