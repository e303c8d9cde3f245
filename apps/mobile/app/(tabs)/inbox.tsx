import { InboxScreen } from '../../src/features/questions/InboxScreen';

export default InboxScreen;
