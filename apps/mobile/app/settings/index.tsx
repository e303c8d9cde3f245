import { SettingsScreen } from '../../src/features/settings/SettingsScreen';

export default SettingsScreen;
