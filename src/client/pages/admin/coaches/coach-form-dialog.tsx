import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Coach } from '../../../../shared/schemas/coach';
import { coachForm, type CoachForm } from '../../../../shared/schemas/coach-admin';
import type { Division } from '../../../../shared/schemas/league';
import { useCreateCoach, useUpdateCoach } from '../../../api/coach-admin';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { zodValidate } from '../../../ui/zod-form';
import { TeamAssignmentsField } from './team-assignments-field';
import { ModalDialog } from '../../../ui/modal-dialog';

function initialValues(coach: Coach | undefined): CoachForm {
  return {
    name: coach?.name ?? '',
    email: coach?.email ?? '',
    password: '',
    phone: coach?.phone ?? '',
    gameChangerTeamName: coach?.gameChangerTeamName ?? '',
    teamAssignments: coach?.teamStaff.length ? coach.teamStaff.map((s) => ({ teamId: String(s.teamId), role: s.role })) : [{ teamId: '', role: 'head_coach' }],
  };
}

/** Add Coach, or Edit Coach when given one: details, password and team assignments. */
export function CoachFormDialog({ coach, divisions, onClose }: { coach?: Coach; divisions: Division[]; onClose: () => void }) {
  const editing = coach !== undefined;
  const form = useForm<CoachForm>({ initialValues: initialValues(coach), validate: zodValidate(coachForm(editing)) });
  const create = useCreateCoach();
  const update = useUpdateCoach();

  const submit = form.onSubmit((values) => {
    const body = {
      name: values.name,
      email: values.email,
      phone: values.phone?.trim() ? values.phone : null,
      gameChangerTeamName: values.gameChangerTeamName?.trim() ? values.gameChangerTeamName : null,
      teamAssignments: values.teamAssignments.map((a) => ({ teamId: Number(a.teamId), role: a.role })),
    };
    if (coach) {
      update.mutate(
        { id: coach.id, body: { ...body, ...(values.password ? { password: values.password } : {}) } },
        {
          onSuccess: () => {
            notifySuccess('Coach updated');
            onClose();
          },
          onError: (error) => notifyError('Error updating coach', error, 'Failed to update coach'),
        },
      );
    } else {
      create.mutate(
        { ...body, password: values.password ?? '' },
        {
          onSuccess: () => {
            notifySuccess('Coach added');
            onClose();
          },
          onError: (error) => notifyError('Error adding coach', error, 'Failed to add coach'),
        },
      );
    }
  });

  return (
    <ModalDialog onClose={onClose} title={editing ? 'Edit Coach' : 'Add Coach'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Full Name" autoComplete="off" {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('email')} />
          <PasswordInput
            label={editing ? 'New Password' : 'Password'}
            description={editing ? 'Leave blank to keep the current password' : 'At least 6 characters'}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <TextInput label="Phone" description="Optional" type="tel" {...form.getInputProps('phone')} />
          <TextInput label="Game Changer Team Name" description="Optional" {...form.getInputProps('gameChangerTeamName')} />
          <TeamAssignmentsField form={form} divisions={divisions} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {editing ? 'Save Changes' : 'Add Coach'}
            </Button>
          </Group>
        </Stack>
      </form>
    </ModalDialog>
  );
}
