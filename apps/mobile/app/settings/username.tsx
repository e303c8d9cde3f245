import { UsernameSettings } from '../../src/features/settings/UsernameSettings';

export default UsernameSettings;
