import type {
  MailPreference,
  MailSettings,
  MailStatus,
  OutboxItem,
  OutboxList,
  OutboxStatus,
  UnsubscribeInfo,
} from '@hub/contract/mail/mail.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import { notificationSettingsKeys } from '../../../lib/notification-settings-keys.ts';

export const OUTBOX_PAGE_SIZE = 25;

/** Query keys of the mail feature; everything that reads or changes mail goes through these. */
export const mailKeys = {
  all: ['mail'] as const,
  status: () => [...mailKeys.all, 'status'] as const,
  /** Every page of the outbox, whatever its filter. */
  outboxAll: () => [...mailKeys.all, 'outbox'] as const,
  outbox: (status: OutboxStatus | 'all', page: number) =>
    [...mailKeys.outboxAll(), { status, page }] as const,
  settings: () => notificationSettingsKeys.mail,
  unsubscribe: (token: string) => [...mailKeys.all, 'unsubscribe', token] as const,
};

const mailStatusQuery = queryOptions({
  queryKey: mailKeys.status(),
  queryFn: () => api.get<MailStatus>('/admin/mail/status'),
});
export const useMailStatus = () => useQuery(mailStatusQuery);

export const useOutbox = (status: OutboxStatus | 'all', page: number) =>
  useQuery({
    queryKey: mailKeys.outbox(status, page),
    queryFn: () =>
      api.get<OutboxList>(`/admin/mail/outbox${toQuery({ status, page, pageSize: OUTBOX_PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
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
