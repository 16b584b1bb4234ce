import { approvalStateEnum, type ApprovalState } from '@schemas/approvalConstants';
import { currentLanguage } from '@/providers/i18n';

/** A request's state as a coloured badge (its text says it; the colour only repeats it). */
export function StateBadge({ state }: { state: ApprovalState }) {
  return <span className={`approval-state approval-state-${state}`}>{approvalStateEnum.label(state, currentLanguage())}</span>;
}
