import { AccountSettings } from '../../src/features/settings/AccountSettings';

export default AccountSettings;
