import type { AccountEvent, AccountRole, OtpPurpose, PlanType } from '@more-ai/events/catalog/index';
import { OTP_VALID_MINUTES } from './otp';

/** The code currently out for one purpose. */
export interface OtpState {
  hash: string;
  issuedAt: Date;
  expiresAt: Date;
  wrongTries: number;
  used: boolean;
}

export interface BillingInfo {
  countryId: string;
  stateId: string | null;
  pinCode: string;
  city: string;
  street: string;
  doorNo: string;
}

export interface AccountState {
  /** 'abandoned': a signup reserved names under this id but will never register it (RegistrationAbandoned). */
  status: 'none' | 'registered' | 'abandoned' | 'deleted';
  userId: string;
  username: string;
  email: string;
  passwordHash: string;
  role: AccountRole;
  registeredAt: string;
  emailVerified: boolean;
  active: boolean;
  plan: PlanType;
  otps: Partial<Record<OtpPurpose, OtpState>>;
  /** The reset token verify-otp handed out last (its hash), until it is used. */
  resetToken: { hash: string; expiresAt: Date } | null;
  billing: BillingInfo | null;
}

export const initialAccountState = (): AccountState => ({
  status: 'none',
  // Stryker disable StringLiteral,BooleanLiteral: equivalent, no command reads these before AccountRegistered sets them
  userId: '',
  username: '',
  email: '',
  passwordHash: '',
  role: 'user',
  registeredAt: '',
  // Stryker restore StringLiteral,BooleanLiteral
  emailVerified: false,
  // Stryker disable next-line BooleanLiteral: equivalent, AccountRegistered sets it
  active: false,
  plan: 'free',
  otps: {},
  resetToken: null,
  billing: null,
});

export function evolveAccount(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'AccountRegistered': {
      const { userId, username, email, passwordHash, role, registeredAt } = event.data;
      return { ...state, status: 'registered', userId, username, email, passwordHash, role, registeredAt, active: true };
    }
    case 'RegistrationAbandoned':
      return { ...state, status: 'abandoned', userId: event.data.userId };
    case 'EmailVerified':
      return { ...state, emailVerified: true };
    case 'OtpIssued': {
      const expiresAt = new Date(event.data.expiresAt);
      const issuedAt = new Date(expiresAt.getTime() - OTP_VALID_MINUTES * 60_000);
      const otp: OtpState = { hash: event.data.otpHash, issuedAt, expiresAt, wrongTries: 0, used: false };
      return { ...state, otps: { ...state.otps, [event.data.purpose]: otp } };
    }
    case 'OtpRejected':
      return updateOtp(state, event.data.purpose, (otp) => ({ ...otp, wrongTries: otp.wrongTries + 1 }));
    case 'OtpAccepted':
      return updateOtp(state, event.data.purpose, (otp) => ({ ...otp, used: true }));
    case 'ResetTokenIssued':
      // A newer token replaces the older one, which stops working.
      return { ...state, resetToken: { hash: event.data.tokenHash, expiresAt: new Date(event.data.expiresAt) } };
    case 'PasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash, resetToken: null };
    case 'AccountDeactivated':
      return { ...state, active: false };
    case 'AccountReactivated':
      return { ...state, active: true };
    case 'BillingInfoUpdated': {
      const { userId: _, ...billing } = event.data;
      return { ...state, billing };
    }
    case 'PlanChanged':
      return { ...state, plan: event.data.plan };
    case 'AccountDeleted':
      return { ...initialAccountState(), status: 'deleted', userId: state.userId };
    default:
      return state;
  }
}

function updateOtp(state: AccountState, purpose: OtpPurpose, change: (otp: OtpState) => OtpState): AccountState {
  const otp = state.otps[purpose];
  return otp ? { ...state, otps: { ...state.otps, [purpose]: change(otp) } } : state;
}
