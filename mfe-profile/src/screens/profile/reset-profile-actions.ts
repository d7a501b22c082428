import { resetCertificates } from '../../features/certificates/certificates-store';
import { resetAccountSecurity } from '../../features/account-security/account-security-store';
import { resetPersonalData } from '../../features/personal-data/personal-data-store';
import { resetPurchases } from '../../features/purchases/purchases-store';

/** Forgets every action's state, the purchases and the certificates (log out, account deleted): each feature's own reset. */
export function resetProfileActions(): void {
  resetPersonalData();
  resetAccountSecurity();
  resetPurchases();
  resetCertificates();
}
