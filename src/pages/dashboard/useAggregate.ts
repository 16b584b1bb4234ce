import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '@schemas/envelope';
import type { AggregateReply, WidgetDeclaration } from '@schemas/dashboard';
import { http } from '@/providers/client';
import { widgetQuery } from './widgetData';

/** The query key of every aggregate call: the dashboard's refresh asks them all again. */
export const AGGREGATE_QUERY = 'dashboardAggregate';

/** A widget's aggregate, as the server computes it for the reader (GET /admin/dashboard/aggregate/{name}). */
export function useAggregate(widget: WidgetDeclaration) {
  const params = widgetQuery(widget);
  return useQuery({
    queryKey: [AGGREGATE_QUERY, widget.aggregate, params],
    queryFn: async () => (await http.get<Envelope<AggregateReply>>(`/admin/dashboard/aggregate/${widget.aggregate}`, { params, ignoreErrors: true })).data.data,
    retry: false,
  });
}
