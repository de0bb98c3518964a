import type {
  MailPreference,
  MailSettings,
  MailStatus,
  OutboxItem,
  OutboxList,
  OutboxStatus,
  UnsubscribeInfo,
} from '@hub/contract/mail/mail.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import { pageQuery } from '../../../lib/queries.ts';
import { notificationSettingsKeys } from '../../../lib/query-keys.ts';
import { mailKeys } from './mail-keys.ts';

export const OUTBOX_PAGE_SIZE = 25;

const mailStatusQuery = queryOptions({
  queryKey: mailKeys.status(),
  queryFn: () => api.get<MailStatus>('/admin/mail/status'),
});
export const useMailStatus = () => useQuery(mailStatusQuery);

export const useOutbox = (status: OutboxStatus | 'all', page: number) =>
  useQuery({
    ...pageQuery<OutboxList>(mailKeys.outboxAll(), '/admin/mail/outbox', {
      status,
      page,
      pageSize: OUTBOX_PAGE_SIZE,
    }),
    // A queued mail changes on its own as the queue works: look again while any is waiting.
    refetchInterval: (query) =>
      query.state.data?.items.some((mail) => mail.status === 'queued') ? 3000 : false,
  });

export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<OutboxItem>(`/admin/mail/outbox/${id}/resend`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
}

export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: string) => api.post<{ toEmail: string }>('/admin/mail/test', { to }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
}

export const useMailSettings = () =>
  useQuery({ queryKey: mailKeys.settings(), queryFn: () => api.get<MailSettings>('/mail/settings') });

export function useSetMailPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { key: MailPreference; isEnabled: boolean }) =>
      api.put<MailSettings>('/mail/settings', input),
    onSuccess: (settings) => {
      queryClient.setQueryData(mailKeys.settings(), settings);
      // Job alerts are off while their mails are: the alerts form says so.
      return queryClient.invalidateQueries({ queryKey: notificationSettingsKeys.jobAlerts });
    },
  });
}

const unsubscribeUrl = (token: string) => `/mail/unsubscribe${toQuery({ token })}`;
export const useUnsubscribeInfo = (token: string) =>
  useQuery({
    queryKey: mailKeys.unsubscribe(token),
    queryFn: () => api.get<UnsubscribeInfo>(unsubscribeUrl(token)),
    enabled: token !== '',
    retry: false,
  });
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<UnsubscribeInfo>(unsubscribeUrl(token), {}),
    onSuccess: (info) => queryClient.setQueryData(mailKeys.unsubscribe(token), info),
  });
}
