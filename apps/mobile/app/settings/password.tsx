import { PasswordSettings } from '../../src/features/settings/PasswordSettings';

export default PasswordSettings;
