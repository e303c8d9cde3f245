import { SentQuestionsSettings } from '../../src/features/settings/SentQuestionsSettings';

export default SentQuestionsSettings;
