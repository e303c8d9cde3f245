import { ConsentScreen } from '../src/features/auth/ConsentScreen';

export default ConsentScreen;
