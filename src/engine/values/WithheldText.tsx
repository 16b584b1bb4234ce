import { useTranslation } from 'react-i18next';

/**
 * Where a value withheld from the user would be (docs/security.md, "Users, roles and data scopes"): 无权查看 /
 * Hidden, in lists, details and read-only form fields alike.
 */
export function WithheldText() {
  const { t } = useTranslation();
  return <span className="cell-withheld">{t('withheld.hidden')}</span>;
}
