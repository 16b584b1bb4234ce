import { createContext, use, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { DialogPluginName, DialogProps, PagePluginName, PagePluginProps, ToolbarPluginName, ToolbarPluginProps, WidgetPluginName, WidgetPluginProps } from '@resources/define';

type Lazy<P> = LazyExoticComponent<ComponentType<P>>;

/**
 * The components of the plug-ins declarations name (resources/plugins.ts), one under every name: the console
 * builds it (src/app/plugins.ts) and hands it to the engine with PluginRegistryProvider.
 */
export interface PluginRegistry {
  dialogs: Record<DialogPluginName, Lazy<DialogProps>>;
  toolbars: Record<ToolbarPluginName, Lazy<ToolbarPluginProps>>;
  widgets: Record<WidgetPluginName, Lazy<WidgetPluginProps>>;
  pages: Record<PagePluginName, Lazy<PagePluginProps>>;
}

const PluginContext = createContext<PluginRegistry | null>(null);

export function PluginRegistryProvider({ registry, children }: { registry: PluginRegistry; children: ReactNode }) {
  return <PluginContext value={registry}>{children}</PluginContext>;
}

/** The console's plug-ins; the engine drawn without them is a wiring mistake, said so at once. */
export function usePlugins(): PluginRegistry {
  const registry = use(PluginContext);
  if (!registry) throw new Error('The engine needs the console’s plug-ins: wrap it in PluginRegistryProvider (src/app/SignedInProviders.tsx).');
  return registry;
}
