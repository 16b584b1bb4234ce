import { lazy, Suspense } from 'react';
import type { DeclContext, ResourceDecl } from '@resources/define';
import { usePlugins } from '../plugins/PluginRegistry';
import type { ActionRunner } from './useActionRunner';
import { preloadFormSchemas } from '../form/formSchemas';

// The dialogs load when first opened: their controls are not part of showing the list.
const ResourceFormModal = lazy(() => import('../form/ResourceFormModal').then((m) => ({ default: m.ResourceFormModal })));
const ResourceShowModal = lazy(() => import('../form/ResourceShowModal').then((m) => ({ default: m.ResourceShowModal })));
const DeclaredFormDialog = lazy(() => import('./DeclaredFormDialog'));
const TableDialog = lazy(() => import('./TableDialog'));

interface Props {
  resource: ResourceDecl;
  ctx: DeclContext;
  runner: Pick<ActionRunner, 'dialog' | 'setDialog' | 'reload'>;
}

/**
 * The dialog an action opened, mounted fresh for its record (a form never shows the previous row's values):
 * the generated create, edit and show dialogs (or the bespoke ones a resource names), a declared form, a
 * bespoke dialog by name, or a table.
 */
export function ActionDialogs({ resource, ctx, runner }: Props) {
  const { dialog, setDialog, reload } = runner;
  const dialogPlugins = usePlugins().dialogs;
  if (!dialog) return null;
  const close = () => setDialog(null);
  const content = (() => {
    switch (dialog.kind) {
      case 'create':
      case 'edit':
      case 'show': {
        const bespoke = resource.dialogs?.[dialog.kind];
        if (bespoke) {
          const Dialog = dialogPlugins[bespoke];
          return <Dialog resource={resource} row={'row' in dialog ? dialog.row : undefined} ctx={ctx} onClose={close} onSaved={() => reload(['list'])} />;
        }
        if (dialog.kind === 'show') return <ResourceShowModal resource={resource} row={dialog.row} onClose={close} />;
        // The schemas (and zod) come alongside the dialog's script rather than after it.
        preloadFormSchemas(resource);
        return <ResourceFormModal resource={resource} mode={dialog.kind} row={dialog.kind === 'edit' ? dialog.row : undefined} onClose={close} />;
      }
      case 'plugin': {
        const Dialog = dialogPlugins[dialog.name];
        return <Dialog resource={resource} row={dialog.row} ctx={ctx} onClose={close} onSaved={() => reload(dialog.reload)} />;
      }
      case 'form':
        return <DeclaredFormDialog resource={resource} decl={dialog.decl} row={dialog.row} ctx={ctx} onClose={close} onSaved={() => reload(dialog.reload)} />;
      case 'table':
        return <TableDialog resource={resource} decl={dialog.decl} row={dialog.row} ctx={ctx} onClose={close} onSaved={() => reload(dialog.reload)} />;
    }
  })();
  const key = 'row' in dialog && dialog.row ? String(dialog.row[resource.idField ?? 'id'] ?? '') : '';
  return (
    <Suspense fallback={null} key={`${dialog.kind}:${key}`}>
      {content}
    </Suspense>
  );
}
