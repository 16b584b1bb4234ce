import { useEffect } from 'react';
import { Spin } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { getLoginPath } from '@/providers/session';

/**
 * /authredirect: where a social sign-in provider sends the browser back. Opened in a pop-up, it hands the
 * answer (code and state) to the console window and closes; opened directly, it goes to the login page
 * with the answer, which finishes the sign-in there.
 */
export default function AuthRedirectPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (opener && opener !== window) {
      opener.postMessage({ type: 'atrium:authredirect', search }, window.location.origin);
      window.close();
      return;
    }
    navigate(`${getLoginPath()}${search}`, { replace: true });
  }, [search, navigate]);
  return (
    <div className="standalone-page">
      <Spin />
    </div>
  );
}
