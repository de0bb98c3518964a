import { JOB_ALERT_FREQUENCIES, type JobAlertSettings } from '@hub/contract/job-alerts/job-alert.schema';
import { Alert, Anchor, Group, NumberInput, Select, Skeleton, Stack, Switch } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { BusyButton } from '../../../components/busy-button.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useJobAlerts, useSaveJobAlerts } from '../api/job-alerts.ts';
import { type TextKey, useText } from '../texts.ts';

const FREQUENCY_LABELS: Record<JobAlertSettings['frequency'], TextKey> = {
  instant: 'my-activity.frequencyInstant',
  daily: 'my-activity.frequencyDaily',
};

function Form({ saved }: { saved: JobAlertSettings }) {
  const t = useText();
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
            title: t('my-activity.alertsSavedTitle'),
            message: t(settings.isEnabled ? 'my-activity.alertsOn' : 'my-activity.alertsOff'),
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
            {t('my-activity.alertsNeedCv')}{' '}
            <Anchor component={Link} to="/cv-upload" inherit c="inherit" underline="always">
              {t('my-activity.uploadCv')}
            </Anchor>
          </Alert>
        )}
        <Switch
          label={t('my-activity.alertsLabel')}
          description={t('my-activity.alertsDescription')}
          checked={isEnabled}
          disabled={!saved.hasCv && !isEnabled}
          error={errors.isEnabled}
          onChange={(event) => setIsEnabled(event.currentTarget.checked)}
        />
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            label={t('my-activity.minScoreLabel')}
            description={t('my-activity.minScoreDescription')}
            min={1}
            max={100}
            clampBehavior="none"
            allowDecimal={false}
            value={minScore}
            error={errors.minScore}
            onChange={setMinScore}
          />
          <Select
            label={t('my-activity.frequencyLabel')}
            data={JOB_ALERT_FREQUENCIES.map((value) => ({ value, label: t(FREQUENCY_LABELS[value]) }))}
            value={frequency}
            allowDeselect={false}
            error={errors.frequency}
            onChange={(value) => setFrequency((value ?? 'instant') as JobAlertSettings['frequency'])}
          />
        </Group>
        <BusyButton type="submit" isBusy={save.isPending} busyLabel={t('my-activity.saving')} w="fit-content">
          {t('my-activity.saveAlerts')}
        </BusyButton>
      </Stack>
    </form>
  );
}

/** Job alerts: on or off (a CV is needed), how good a match must be, right away or once a day. */
export function JobAlertsForm() {
  const t = useText();
  const settings = useJobAlerts();
  if (settings.isPending) return <Skeleton h={160} />;
  if (settings.isError)
    return (
      <Alert color="red" title={t('my-activity.alertsLoadFailed')}>
        {settings.error.message}
      </Alert>
    );
  return <Form saved={settings.data} />;
}
