import { Button, Group, NumberInput, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MAX_AUTO_FINAL_HOURS, MIN_AUTO_FINAL_HOURS, scoreAutoFinal, type ScoreAutoFinal } from '../../../../shared/schemas/notifications';
import { useScoreAutoFinal, useSetScoreAutoFinal } from '../../../api/settings';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { zodValidate } from '../../../ui/zod-form';
import { SettingCard } from './setting-card';

interface RuleForm {
  enabled: boolean;
  hours: number | string;
}

/** What coaches live by changes when the rule is turned on or off, or its hours change while on: then they are mailed. */
const coachesTold = (saved: ScoreAutoFinal, next: ScoreAutoFinal) => saved.enabled !== next.enabled || (next.enabled && saved.hours !== next.hours);

function ScoreAutoFinalFields({ saved }: { saved: ScoreAutoFinal }) {
  const save = useSetScoreAutoFinal();
  const form = useForm<RuleForm>({ initialValues: saved, validate: zodValidate(scoreAutoFinal) });
  const submit = (values: RuleForm) => {
    const rule = { enabled: values.enabled, hours: Number(values.hours) };
    save.mutate(rule, {
      onSuccess: (answer) =>
        notifySuccess(
          'Score rule saved',
          `${answer.enabled ? `A lone score report becomes final after ${answer.hours} hours.` : "A lone score report waits for the other team's report."}${
            coachesTold(saved, answer) ? ' The coaches are mailed the change.' : ''
          }`,
        ),
      onError: (error) => notifyError('Error saving the score rule', error, 'Please try again.'),
    });
  };
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <Switch
          label="Make a lone score report final"
          description={
            form.values.enabled
              ? 'On: a score reported by one team becomes final after the hours below unless the other team reports.'
              : "Off: a score reported by one team waits for the other team's report."
          }
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <NumberInput
          label="Hours to wait for the other report"
          description="Counted from the report, or from this change for reports already waiting."
          min={MIN_AUTO_FINAL_HOURS}
          max={MAX_AUTO_FINAL_HOURS}
          step={12}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          w={{ base: '100%', sm: 340 }}
          {...form.getInputProps('hours')}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save Score Rule
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The league's rule for a score only one team reported (off unless turned on): audited, and every coach is mailed its changes. */
export function ScoreAutoFinalCard() {
  return (
    <SettingCard
      title="Lone Score Reports"
      description="A score becomes final when both teams report the same one. With this on, a score only one team reported becomes the final score when the other team has not reported within the hours below. Every change is mailed to the coaches."
      setting={useScoreAutoFinal()}
      what="the score rule"
    >
      {(saved) => <ScoreAutoFinalFields key={`${saved.enabled}-${saved.hours}`} saved={saved} />}
    </SettingCard>
  );
}
