import type { LiveChannelName, LiveChannels } from '@resources/define';
import { taskDestination } from '@schemas/realtime';
import type { LiveWho } from '@/providers/live';

interface Channel<M> {
  destination: (who: LiveWho) => string;
  /** The message of a frame's body; null for anything that is not one. */
  parse: (body: string) => M | null;
}

const json =
  <M>(isMessage: (value: unknown) => value is M) =>
  (body: string): M | null => {
    try {
      const value: unknown = JSON.parse(body);
      return isMessage(value) ? value : null;
    } catch {
      return null;
    }
  };

const isTaskEvent = (value: unknown): value is LiveChannels['tasks'] => {
  const v = value as { kind?: unknown; record?: { id?: unknown } } | null;
  return !!v && (v.kind === 'import' || v.kind === 'export') && typeof v.record?.id === 'number';
};

/** Where each named live channel is and how its messages read. */
export const liveChannels: { [C in LiveChannelName]: Channel<LiveChannels[C]> } = {
  tasks: { destination: (who) => taskDestination(who.tenantId, who.userId), parse: json(isTaskEvent) },
};
