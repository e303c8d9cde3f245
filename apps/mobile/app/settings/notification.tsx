import { NotificationSettings } from '../../src/features/settings/AccountSettings';

export default NotificationSettings;
