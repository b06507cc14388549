/** The team studio's screens in the browser: sign-in, joining from an invitation, and the people and audit pages. */
export { AdminPage } from './admin/AdminPage.tsx';
export { JoinPage } from './sign-in/JoinPage.tsx';
export { SignInPage } from './sign-in/SignInPage.tsx';
