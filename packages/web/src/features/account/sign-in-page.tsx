import { AccountPage } from './account-page.tsx';

export default function SignInPage() {
  return <AccountPage mode="login" />;
}
