import { z } from 'zod';
import { MAX_GAME_LENGTH_MINUTES, MIN_GAME_LENGTH_MINUTES } from '../clashes';

const LENGTH_MESSAGE = `A game's length must be a whole number of minutes from ${MIN_GAME_LENGTH_MINUTES} to ${MAX_GAME_LENGTH_MINUTES}`;

/** GET and PUT /api/settings/game-length: how long a game holds its field and its teams. */
export const gameLength = z.object({
  minutes: z
    .number({ message: LENGTH_MESSAGE })
    .int({ message: LENGTH_MESSAGE })
    .min(MIN_GAME_LENGTH_MINUTES, { message: LENGTH_MESSAGE })
    .max(MAX_GAME_LENGTH_MINUTES, { message: LENGTH_MESSAGE }),
});
export type GameLength = z.infer<typeof gameLength>;
