import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconDots, IconEdit, IconFlag, IconRestore, IconX } from '@tabler/icons-react';
import { canCorrectScore, canRecordForfeit, canUndoForfeit } from '../../../../shared/game-status';
import type { Game } from '../../../../shared/schemas/game';

/** The corrections of a game after the fact, each asking for a reason (decision 0044). */
export type CorrectionAction = 'correct-score' | 'forfeit' | 'undo-forfeit' | 'cancel' | 'reinstate';

/** The corrections a game's status allows, behind one button of its row. */
export function CorrectionMenu({ game, onAction }: { game: Game; onAction: (action: CorrectionAction, game: Game) => void }) {
  const label = `Correct game ${game.id}`;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={label}>
          <ActionIcon variant="subtle" aria-label={label}>
            <IconDots size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
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
