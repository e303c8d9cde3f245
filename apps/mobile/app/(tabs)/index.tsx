import { TimelineScreen } from '../../src/features/feeds/TimelineScreen';

export default TimelineScreen;
