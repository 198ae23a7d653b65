import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowBackUp, IconDots, IconEdit, IconFlag, IconRestore, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { canCorrectScore, canRecordForfeit, canUndoForfeit } from '../../../../shared/game-status';
import type { Game } from '../../../../shared/schemas/game';
import { hintOf } from '../../../ui/list-hints';

/** The corrections of a game after the fact, each asking for a reason (decision 0044). */
export type CorrectionAction = 'correct-score' | 'forfeit' | 'undo-forfeit' | 'cancel' | 'reinstate';

/**
 * The corrections a game's status allows, behind one button of its row. The menu itself is set up
 * at the first click: a page of games then renders a plain button per row, not a menu each.
 */
export function CorrectionMenu({ game, onAction }: { game: Game; onAction: (action: CorrectionAction, game: Game) => void }) {
  const label = `Correct game ${game.id}`;
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const button = (unused?: { 'aria-expanded': false; onClick: () => void }) => (
    <ActionIcon variant="subtle" aria-label={label} aria-haspopup="menu" {...hintOf(label)} {...unused}>
      <IconDots size={18} />
    </ActionIcon>
  );
  if (!used) {
    return button({
      'aria-expanded': false,
      onClick: () => {
        setUsed(true);
        setOpened(true);
      },
    });
  }
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{button()}</Menu.Target>
      <Menu.Dropdown>
        {canCorrectScore(game.status) && (
          <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => onAction('correct-score', game)}>
            Correct Score
          </Menu.Item>
        )}
        {canRecordForfeit(game) && (
          <Menu.Item leftSection={<IconFlag size={16} />} onClick={() => onAction('forfeit', game)}>
            Record Forfeit
          </Menu.Item>
        )}
        {canUndoForfeit(game) && (
          <Menu.Item leftSection={<IconArrowBackUp size={16} />} onClick={() => onAction('undo-forfeit', game)}>
            Undo Forfeit
          </Menu.Item>
        )}
        {game.status === 'cancelled' ? (
          <Menu.Item leftSection={<IconRestore size={16} />} onClick={() => onAction('reinstate', game)}>
            Reinstate Game
          </Menu.Item>
        ) : (
          <Menu.Item leftSection={<IconX size={16} />} color="red" onClick={() => onAction('cancel', game)}>
            Cancel Game
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
