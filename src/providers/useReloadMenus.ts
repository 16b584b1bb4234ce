import { useQueryClient } from '@tanstack/react-query';
import { loadMenus } from './sessionData';
import { resetMenuAccess } from './menuAccess';

/**
 * Reloads the side menu and what the menu allows (route guards, `can`), so a menu change shows without
 * signing in again.
 */
export function useReloadMenus() {
  const queryClient = useQueryClient();
  return async () => {
    resetMenuAccess();
    await queryClient.invalidateQueries({ queryKey: ['access'] });
    await loadMenus();
  };
}
