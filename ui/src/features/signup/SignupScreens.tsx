import { useLocation } from 'wouter';
import { SignupPage } from './SignupPage';
import { VerifyOtpPage } from './VerifyOtpPage';

/**
 * Sign-up and the e-mail code that follows it, loaded as one screen: going from the form to the
 * code loads nothing more, so the code form shows at once (no spinner between the two steps).
 */
export function SignupScreens() {
  const [location] = useLocation();
  return location === '/verify-otp' ? <VerifyOtpPage /> : <SignupPage />;
}
