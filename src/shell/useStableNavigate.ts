import { useCallback, useContext } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';

/**
 * Navigation to an absolute address for the shell's own controls (top bar, tab bar, module switcher). Unlike
 * react-router's useNavigate, which reads the location and so renders its caller again on every navigation, it
 * reads only the router's navigator: the top bar's buttons are not rendered again by a tab switch (docs/performance.md#tab-and-module-switches).
 * The console has no basename, so an absolute address goes to the navigator as it is.
 */
export function useStableNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return useCallback((to: string, options?: { replace?: boolean }) => (options?.replace ? navigator.replace(to) : navigator.push(to)), [navigator]);
}
