import { TwoFactorSettings } from '../../src/features/settings/TwoFactorSettings';

export default TwoFactorSettings;
