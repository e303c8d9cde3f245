import { SignupScreen } from '../../src/features/auth/SignupScreen';

export default SignupScreen;
