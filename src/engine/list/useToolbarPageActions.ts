import { useTranslation } from 'react-i18next';
import type { DeclContext, ResourceDecl } from '@resources/define';
import { hasPermission } from '@/providers/accessControl';
import type { ActionRunner } from '../actions/useActionRunner';
import { usePageActions } from '../pageActions';
import { dynamic, scopeOf } from '../dynamic';

/**
 * Offers a list's toolbar to the command palette (docs/screens.md#operator-tools-on-every-list): the declared toolbar actions the user may run on
 * the page as it stands (their permission key held, visible for the header record), then refresh.
 */
export function useToolbarPageActions(
  resource: ResourceDecl,
  ctx: DeclContext,
  runner: ActionRunner,
  header: Record<string, unknown> | undefined,
  enabled: boolean,
  refetch: () => void,
) {
  const { t } = useTranslation();
  const actions = enabled
    ? [
        ...(resource.toolbar ?? [])
          .filter(
            (a) =>
              (!a.permission || hasPermission(a.permission)) && (!a.visible || !!dynamic(a.visible, `${resource.name}.toolbar.${a.key}.visible`, [header, ctx], scopeOf(header, ctx))),
          )
          .map((a) => ({
            key: a.key,
            label: t(a.labelKey ?? `${resource.name}.actions.${a.key}`, { defaultValue: t(`buttons.${a.key}`) }),
            run: () => runner.run(a, header),
          })),
        { key: '__refresh', label: t('buttons.refresh'), run: refetch },
      ]
    : [];
  usePageActions(actions);
}
