import { ForgotPasswordScreen } from '../../src/features/auth/ForgotPasswordScreen';

export default ForgotPasswordScreen;
