import { BlockedUsersSettings } from '../../src/features/settings/BlockedUsersSettings';

export default BlockedUsersSettings;
