import type { JobAlertSettings, UpdateJobAlerts } from '@hub/contract/job-alerts/job-alert.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notificationSettingsKeys } from '../../../lib/query-keys.ts';

const jobAlertKeys = { all: notificationSettingsKeys.jobAlerts };

export const useJobAlerts = () =>
  useQuery({ queryKey: jobAlertKeys.all, queryFn: () => api.get<JobAlertSettings>('/me/job-alerts') });

export function useSaveJobAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateJobAlerts) => api.put<JobAlertSettings>('/me/job-alerts', input),
    onSuccess: (settings) => {
      queryClient.setQueryData(jobAlertKeys.all, settings);
      // Turning alerts on also asks for their mails again (the 'Job alerts' switch under mail settings).
      return queryClient.invalidateQueries({ queryKey: notificationSettingsKeys.mail });
    },
  });
}
