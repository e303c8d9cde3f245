import { PersonalSettings } from '../../src/features/settings/PersonalSettings';

export default PersonalSettings;
