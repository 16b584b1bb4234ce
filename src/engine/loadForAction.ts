import type { App } from 'antd';
import type { TFunction } from 'i18next';
import { withChunkTimeout } from '@/providers/chunkErrors';

type Message = ReturnType<typeof App.useApp>['message'];

/**
 * Loads the code of a user's action when the action is first taken, not with the list
 * (docs/performance.md#what-the-browser-loads): with the chunk time-out, and a load that fails (network, a new
 * deployment) said in a message, as a page's failed chunk is, instead of an action that silently does nothing.
 * Resolves to null then.
 */
export async function loadForAction<T>(load: () => Promise<T>, message: Message, t: TFunction): Promise<T | null> {
  try {
    return await withChunkTimeout(load);
  } catch {
    message.error(`${t('chunk.title')}: ${t('chunk.hint')}`);
    return null;
  }
}
