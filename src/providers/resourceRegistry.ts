import type { ResourceDecl, ResourceEntry } from '@resources/define';
import { withChunkTimeout } from './chunkErrors';
import { addTexts } from './i18n';

const loaded = new Map<string, Promise<ResourceDecl>>();

/**
 * A resource's declaration joined with its registry entry, loaded once (it comes with its page's chunk).
 * Its labels join the texts of both languages under the resource's name as it arrives.
 */
export function loadResource(entry: ResourceEntry): Promise<ResourceDecl> {
  let decl = loaded.get(entry.name);
  if (!decl) {
    decl = withChunkTimeout(entry.load).then(({ default: body }) => {
      if (body.texts) {
        addTexts('zh-CN', { [entry.name]: body.texts['zh-CN'] });
        addTexts('en', { [entry.name]: body.texts.en });
      }
      const { load: _load, ...known } = entry;
      return { ...known, ...body };
    });
    // A failed chunk is not remembered: the next visit asks again.
    decl.catch(() => loaded.delete(entry.name));
    loaded.set(entry.name, decl);
  }
  return decl;
}
