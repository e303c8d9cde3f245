import { AccessTokensSettings } from '../../src/features/settings/AccessTokensSettings';

export default AccessTokensSettings;
