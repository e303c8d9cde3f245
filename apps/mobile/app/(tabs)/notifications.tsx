import { NotificationsScreen } from '../../src/features/notifications/NotificationsScreen';

export default NotificationsScreen;
