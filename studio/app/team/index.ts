/** The team studio's screens in the browser: sign-in, joining from an invitation, and the people and audit pages. */
export { AdminPage } from './AdminPage.tsx';
export { JoinPage } from './JoinPage.tsx';
export { SignInPage } from './SignInPage.tsx';
