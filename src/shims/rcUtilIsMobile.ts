/**
 * rc-util's mobile check (antd's select, tabs and popups ask it once when drawn), for the console's build
 * (scripts/buildShims.ts). rc-util tests the agent against a table of device words, then its first four letters
 * against some three hundred prefixes of the WAP phones of the 2000s: every browser the build targets names itself
 * "Mozilla/5.0 ...", which no prefix matches, so only the words decide, and this is their test as rc-util writes it
 * (some 1.3 KB of the shell's script was the prefix table).
 */
const DEVICE_WORDS =
  /(android|bb\d+|meego).+mobile|avantgo|bada\/|blackberry|blazer|compal|elaine|fennec|hiptop|iemobile|ip(hone|od)|iris|kindle|lge |maemo|midp|mmp|mobile.+firefox|netfront|opera m(ob|in)i|palm( os)?|phone|p(ixi|re)\/|plucker|pocket|psp|series(4|6)0|symbian|treo|up\.(browser|link)|vodafone|wap|windows ce|xda|xiino|android|ipad|playbook|silk/i;

export default function isMobile(): boolean {
  if (typeof navigator === 'undefined' || typeof window === 'undefined') return false;
  const agent = navigator.userAgent || navigator.vendor || (window as { opera?: string }).opera;
  return DEVICE_WORDS.test(agent ?? '');
}
