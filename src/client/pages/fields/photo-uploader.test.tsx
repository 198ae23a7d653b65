import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PHOTO_MESSAGES } from '../../../shared/photo-rules';
import { renderInApp } from '../../test/render';
import { PhotoUploader } from './photo-uploader';

const tooLarge = (name: string) => new File([new Uint8Array(11 * 1024 * 1024)], name, { type: 'image/jpeg' });
const notAPhoto = (name: string) => new File(['the batting order'], name, { type: 'text/plain' });

/** Files as a person picks them, including those the picker's filter would hide. */
async function choose(files: File[]) {
  const onChange = vi.fn();
  renderInApp(<PhotoUploader fieldName="Cedar Park" urls={[]} onChange={onChange} onBusyChange={() => {}} />);
  await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Photo files'), files);
  return { onChange, toast: await screen.findByRole('alert') };
}

describe('photo uploader', () => {
  it("refuses a file it cannot take with the rule's own words", async () => {
    const { toast, onChange } = await choose([tooLarge('panorama.jpg')]);
    expect(within(toast).getByText('Failed to upload image')).toBeTruthy();
    expect(within(toast).getByText(PHOTO_MESSAGES.tooLarge)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names each refused file in one toast when several are chosen together', async () => {
    const { toast } = await choose([tooLarge('panorama.jpg'), notAPhoto('lineup.txt')]);
    expect(within(toast).getByText('Failed to upload image')).toBeTruthy();
    expect(toast.textContent).toContain(`panorama.jpg: ${PHOTO_MESSAGES.tooLarge}\nlineup.txt: ${PHOTO_MESSAGES.wrongFormat}`);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
