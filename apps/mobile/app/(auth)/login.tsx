import { LoginScreen } from '../../src/features/auth/LoginScreen';

export default LoginScreen;
