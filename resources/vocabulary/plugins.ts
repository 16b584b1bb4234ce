import type { ResourceDecl } from './resource';
import type { FormContext } from './forms';
import type { DeclContext } from './values';

/** What each kind of bespoke piece is given (resources/plugins.ts names them). */

/** A bespoke dialog: the record it opened for; `onSaved` reloads what the action said. */
export interface DialogProps {
  resource: ResourceDecl;
  row?: Record<string, unknown>;
  ctx?: DeclContext;
  onClose: () => void;
  onSaved: () => void;
}

/** A bespoke piece of a list's toolbar; `onChanged` reloads the list. */
export interface ToolbarPluginProps {
  resource: ResourceDecl;
  onChanged: () => void;
}

/** A bespoke form control: Form.Item hands it value and onChange; `props` come from the field's declaration. */
export interface CustomControlProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export interface WidgetPluginProps extends CustomControlProps {
  props?: Record<string, unknown>;
  ctx?: FormContext;
}

/** A bespoke page standing in for a generated list. */
export interface PagePluginProps {
  resource: ResourceDecl;
}
