import { InboxScreen } from '../../src/features/inbox/InboxScreen';

export default InboxScreen;
