import { useMutation, useQuery } from '@tanstack/react-query';
import { api, problemOf } from '../../api/client.ts';
import { queryClient, unwrap } from '../../data/query-client.ts';
import type { components } from '../../api/openapi.d.ts';

export type ContactMessage = components['schemas']['ContactMessages'];
export type NewContactMessage = Pick<components['schemas']['ContactMessagesCreate'], 'subject' | 'text'>;

/** One page of the person's messages: newest first, as many as asked (a page of 10 more at each "older"). */
export const MESSAGES_PAGE = 10;
const MY_MESSAGES = ['contactMessages', 'mine'] as const;

/** The sender's own messages (the server answers only theirs), with the total to know whether older ones remain. */
export function useMyMessages(limit: number) {
  return useQuery({
    queryKey: [...MY_MESSAGES, limit],
    queryFn: async () => {
      const call = api.GET('/contact-messages', { params: { query: { _sort: 'createdAt', _order: 'desc', _start: 0, _end: limit } } });
      const result = await call.catch(() => {
        throw problemOf(undefined);
      });
      if (result.error !== undefined || !result.response.ok || !result.data) throw problemOf(result.error);
      const total = Number(result.response.headers.get('x-total-count') ?? result.data.length);
      return { messages: result.data, total: Number.isFinite(total) ? total : result.data.length };
    },
    // Placeholder while a longer page loads: the list stays on screen.
    placeholderData: (previous) => previous,
  });
}

/** Sends a message; the list is read again once it is stored. */
export function useSendMessage() {
  return useMutation({
    mutationFn: (body: NewContactMessage) => unwrap(api.POST('/contact-messages', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_MESSAGES }),
  });
}
