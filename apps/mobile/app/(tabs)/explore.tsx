import { ExploreScreen } from '../../src/features/feeds/ExploreScreen';

export default ExploreScreen;
