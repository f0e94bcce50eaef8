/** Text of the sign-in, password and session screens (keys → English; `formatMessage` fills `{placeholders}`). */
export const authMessages = {
  // Sign-in pages
  agentLoginTitle: 'Connected Agent sign in',
  agentLoginIntro: 'Sign in to your Connected Agent portal: training, supplier guides and marketing material.',
  adminLoginTitle: 'Admin sign in',
  adminBrandSuffix: 'Admin',
  adminLoginIntro: 'Sign in to manage packages, destinations and the agent portal.',
  documentTitle: '{title} | TBB Travel',
  usernameLabel: 'Username',
  passwordLabel: 'Password',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  forgotPasswordLink: 'Forgot your password?',
  becomeAgentPrompt: 'Not a Connected Agent yet?',
  becomeAgentLink: 'Become an agent',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  signInFailedTitle: 'Sign-in failed',
  wrongCredentials: 'The username or password is not correct.',
  tooManyAttemptsTitle: 'Too many attempts',
  tooManyAttempts: 'Too many attempts. Try again in {minutes} minutes.',
  tooManyAttemptsOneMinute: 'Too many attempts. Try again in 1 minute.',
  tooManyAttemptsLater: 'Too many attempts. Try again later.',
  networkErrorTitle: 'No connection',
  networkError: 'The server could not be reached. Check your connection and try again.',
  unexpectedErrorTitle: 'Something went wrong',
  unexpectedError: 'Something went wrong on our side. Please try again in a few minutes.',
  passwordChangedTitle: 'Password changed',
  passwordChanged: 'Your password has been changed. Sign in with your new password.',
  passwordSetTitle: 'Password set',
  passwordSet: 'Your password is set. Sign in with your username and your new password.',
  adminSignInHint: 'Admins sign in on the',
  adminSignInLink: 'admin sign-in page',

  // Forgot password
  forgotTitle: 'Forgot your password?',
  forgotIntro: 'Enter your username or e-mail address. We will e-mail you a link to choose a new password.',
  usernameOrEmailLabel: 'Username or e-mail address',
  sendResetLink: 'Send reset link',
  sendingResetLink: 'Sending…',
  resetRequestedTitle: 'Check your e-mail',
  resetRequested: 'If an account matches, we have sent an e-mail with a link to choose a new password. The link works for 60 minutes.',
  resetRequestedHelp: 'No e-mail after a few minutes? Check your spam folder, or ask for a new link.',
  askAgain: 'Ask for another link',
  backToSignIn: 'Back to sign in',

  // Reset password
  resetTitle: 'Choose a new password',
  invitationTitle: 'Choose your password',
  invitationIntro:
    'Welcome to TBB Travel. Choose the password you will sign in with: at least 8 characters. A longer passphrase is easier to remember and harder to guess.',
  setPassword: 'Set my password',
  resetIntro: 'Use at least 8 characters. A longer passphrase is easier to remember and harder to guess.',
  checkingLink: 'Checking your link…',
  newPasswordLabel: 'New password',
  confirmPasswordLabel: 'Confirm the new password',
  passwordsDiffer: 'The two passwords are not the same.',
  savePassword: 'Save the new password',
  savingPassword: 'Saving…',
  resetLinkInvalidTitle: 'This link cannot be used',
  resetLinkInvalid: 'This password reset link is not valid any more: it was used already, or a newer link replaced it. Reset links work for {minutes} minutes.',
  invitationLinkInvalid:
    'This invitation link is not valid any more: it was used already, or a newer invitation replaced it. Invitation links work for {days} days.',
  // A link we cannot tell apart (unknown to the server): both rules.
  passwordLinkInvalid:
    'This link is not valid any more: it was used already, or it expired. Invitation links work for {days} days, reset links for {minutes} minutes.',
  requestNewLink: 'Ask for a new link',
  tryAgain: 'Try again',

  // Field validation: the label followed by the shared schema's rule, e.g. "Password is required".
  fieldRule: '{label} {rule}.',

  // Guards
  checkingSession: 'Checking your session…',
  wrongRoleTitle: 'This page is not for your account',
  wrongRoleBody: 'You are signed in as a {role}, and {area} is for agency staff with an admin account.',
  wrongRoleGoHome: 'Go to {home}',
  wrongRoleSignIn: 'Sign in with another account',
  roleNames: { admin: 'admin', agent: 'connected agent' },
  reconnecting: 'Reconnecting to the server…',

  // Admin profile in the admin shell
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  accountMenuLabel: 'Signed in as {name}',
} as const;
