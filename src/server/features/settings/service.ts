/** League-wide settings, as other features read and write them (features/settings/repo.ts keeps them). */
export { deleteSetting, readSetting, SELF_REGISTRATION, takeSetting, writeSetting } from './repo';
export { gameLengthMinutes } from './game-length';
export { forfeitScoreSetting } from './forfeit-score';
export { scoreAutoFinalRule } from './score-auto-final';
export { divisionAnalysisIsPublic } from './division-analysis';
