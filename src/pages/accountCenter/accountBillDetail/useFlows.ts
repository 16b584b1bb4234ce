import { App } from 'antd';
import type { AccountFlow } from '@schemas/accountFlow';
import { EXPORT_EMPTY, EXPORT_STARTED, FLOW_EXPORT_BILL_TYPE } from '@schemas/accountFlow';
import { tm } from '@/providers/i18n';
import { ACCOUNT_API } from '../shared/api';
import { useAccountCall } from '../shared/useAccountCall';
import { useAccountList } from '../shared/useAccountList';

type Day = { format(f: string): string };
export type FlowRow = AccountFlow & { id?: number };

/** Search values to the flow search fields of SPEC.md section 3. */
function toFlowFilters({ dateRange, ...rest }: Record<string, unknown>) {
  const [begin, end] = (dateRange as [Day, Day] | undefined) ?? [];
  return { ...rest, beginDate: begin?.format('YYYY-MM-DD'), endDate: end?.format('YYYY-MM-DD') };
}

/** Controller of the flow page: the page of flows and the asynchronous export of the current filters. */
export function useFlows() {
  const { message } = App.useApp();
  const list = useAccountList<FlowRow>({ name: 'accountFlow', url: ACCOUNT_API.flowPage, toFilters: toFlowFilters });
  const { post, pending } = useAccountCall();

  const exportFlows = async () => {
    const values = toFlowFilters((list.searchFormProps.form?.getFieldsValue() ?? {}) as Record<string, unknown>);
    const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''));
    try {
      const reply = await post<{ taskId: number | null } | undefined>(ACCOUNT_API.flowExport, { ...body, billType: FLOW_EXPORT_BILL_TYPE });
      // A task was created, or nothing matched the filters (no task).
      if (reply?.taskId) message.success(tm(EXPORT_STARTED));
      else message.warning(tm(EXPORT_EMPTY));
    } catch {
      // 暂无满足条件的数据可以导出！ and other refusals are shown by the http client
    }
  };

  return { ...list, exportFlows, exporting: pending };
}
