import {
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_FREQUENCY_LABELS,
  JOB_ALERT_MESSAGES,
  type JobAlertSettings,
} from '@hub/contract/job-alerts/job-alert.schema';
import { Alert, Anchor, Group, NumberInput, Select, Skeleton, Stack, Switch } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { BusyButton } from '../../../components/busy-button.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useJobAlerts, useSaveJobAlerts } from '../api/job-alerts.ts';

const FREQUENCY_OPTIONS = JOB_ALERT_FREQUENCIES.map((value) => ({
  value,
  label: JOB_ALERT_FREQUENCY_LABELS[value],
}));

function Form({ saved }: { saved: JobAlertSettings }) {
  const [isEnabled, setIsEnabled] = useState(saved.isEnabled);
  const [minScore, setMinScore] = useState<number | string>(saved.minScore);
  const [frequency, setFrequency] = useState(saved.frequency);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveJobAlerts();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { isEnabled, minScore: Number(minScore), frequency },
      {
        onSuccess: (settings) => {
          setErrors({});
          showToast({
            title: 'Saved',
            message: settings.isEnabled ? 'Job alerts are on.' : 'Job alerts are off.',
          });
        },
        onError: (error) =>
          setErrors((error as { fields?: Record<string, string> }).fields ?? { isEnabled: error.message }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {!saved.hasCv && (
          <Alert color="yellow" variant="light">
            {JOB_ALERT_MESSAGES.needsCv}{' '}
            <Anchor component={Link} to="/cv-upload" inherit c="inherit" underline="always">
              Upload CV
            </Anchor>
          </Alert>
        )}
        <Switch
          label="Job alerts"
          description="Mail me when a newly approved job matches my CV."
          checked={isEnabled}
          disabled={!saved.hasCv && !isEnabled}
          error={errors.isEnabled}
          onChange={(event) => setIsEnabled(event.currentTarget.checked)}
        />
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            label="Minimum match (%)"
            description="The CV-Job Match score a job must reach."
            min={1}
            max={100}
            clampBehavior="none"
            allowDecimal={false}
            value={minScore}
            error={errors.minScore}
            onChange={setMinScore}
          />
          <Select
            label="How often"
            data={FREQUENCY_OPTIONS}
            value={frequency}
            allowDeselect={false}
            error={errors.frequency}
            onChange={(value) => setFrequency((value ?? 'instant') as JobAlertSettings['frequency'])}
          />
        </Group>
        <BusyButton type="submit" isBusy={save.isPending} busyLabel="Saving..." w="fit-content">
          Save job alerts
        </BusyButton>
      </Stack>
    </form>
  );
}

/** Job alerts: on or off (a CV is needed), how good a match must be, right away or once a day. */
export function JobAlertsForm() {
  const settings = useJobAlerts();
  if (settings.isPending) return <Skeleton h={160} />;
  if (settings.isError)
    return (
      <Alert color="red" title="Could not load your job alerts">
        {settings.error.message}
      </Alert>
    );
  return <Form saved={settings.data} />;
}
