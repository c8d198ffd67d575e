import type { ChatMessage } from '@seva/contract';

/**
 * Both lists as one, oldest first, each message once. A message can arrive twice (history and socket,
 * or acknowledgement and broadcast); message ids grow with time, so they give the order.
 */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const byId = new Map<number, ChatMessage>();
  for (const message of current) byId.set(message.message_id, message);
  for (const message of incoming) byId.set(message.message_id, message);
  return [...byId.values()].sort((a, b) => a.message_id - b.message_id);
}
