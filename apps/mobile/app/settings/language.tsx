import { LanguageSettings } from '../../src/features/settings/LanguageSettings';

export default LanguageSettings;
