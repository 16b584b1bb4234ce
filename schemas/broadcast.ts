import { z } from 'zod';
import { BROADCAST_MESSAGE_MAX } from './realtime';

/** Body of `POST /consumer/send/broadcast` (schemas/realtime.ts describes the channels). */
export const broadcastSchema = z.object({
  message: z.string({ error: '请输入消息内容' }).max(BROADCAST_MESSAGE_MAX, `消息内容不能超过${BROADCAST_MESSAGE_MAX}个字符`).trim().min(1, '请输入消息内容'),
});
