import { ImportSettings } from '../../src/features/settings/ImportSettings';

export default ImportSettings;
