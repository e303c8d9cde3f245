import { SessionsSettings } from '../../src/features/settings/SessionsSettings';

export default SessionsSettings;
