import { Button, Group, Stack, Text } from '@mantine/core';
import type { AdminAnnouncement } from '../../../../shared/schemas/announcements';
import { useDeleteAnnouncement } from '../../../api/announcements';
import { ModalDialog } from '../../../ui/modal-dialog';
import { notifyError, notifySuccess } from '../../../ui/notify';

export function DeleteAnnouncementDialog({ announcement, onClose }: { announcement: AdminAnnouncement; onClose: () => void }) {
  const remove = useDeleteAnnouncement();
  const confirm = () =>
    remove.mutate(announcement.id, {
      onSuccess: () => {
        notifySuccess('Announcement deleted');
        onClose();
      },
      onError: (error) => notifyError('Error deleting the announcement', error, 'The announcement could not be deleted.'),
    });
  return (
    <ModalDialog onClose={onClose} title="Delete Announcement">
      <Stack>
        <Text>
          Delete &ldquo;{announcement.title}&rdquo;?{announcement.state === 'showing' ? ' It stops showing at once.' : ''}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            Delete
          </Button>
        </Group>
      </Stack>
    </ModalDialog>
  );
}
