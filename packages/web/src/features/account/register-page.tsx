import { AccountPage } from './account-page.tsx';

export default function RegisterPage() {
  return <AccountPage mode="register" />;
}
