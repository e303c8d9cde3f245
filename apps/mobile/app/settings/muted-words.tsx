import { MutedWordsSettings } from '../../src/features/safety/MutedWordsSettings';

export default MutedWordsSettings;
