export const INVALID_CREDENTIALS = 'Invalid username or password';
export const LOGIN_ERROR = 'An error occurred during login';
