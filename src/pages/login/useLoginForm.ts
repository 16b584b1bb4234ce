import { useEffect } from 'react';
import { Form } from 'antd';
import { useGo, useInvalidateAuthStore, useLogin, useParsed } from '@refinedev/core';
import { useLocation, useParams } from 'react-router';
import type { AuthActionResponse } from '@refinedev/core';
import type { LoginFailure, PasswordLogin } from '@/providers/authProvider';
import { setLoginPath, setTenantId } from '@/providers/session';
import { useCaptcha } from './useCaptcha';

export interface LoginValues {
  username: string;
  password: string;
  code?: string;
}

/** The login page's controller: the route's tenant, the captcha, submission and its outcomes. */
export function useLoginForm() {
  const [form] = Form.useForm<LoginValues>();
  const { tenantId } = useParams();
  const { pathname } = useLocation();
  const { params } = useParsed<{ to?: string }>();
  const captcha = useCaptcha();
  const go = useGo();
  const invalidateAuthStore = useInvalidateAuthStore();

  useEffect(() => {
    // The login page a user came through is where logout and an expired session send them back.
    setLoginPath(pathname);
    if (tenantId) setTenantId(tenantId);
  }, [pathname, tenantId]);

  const { mutate, isPending } = useLogin<PasswordLogin>({
    mutationOptions: {
      // Our own outcome handling: the auth provider already showed the 4 s error toast.
      onSuccess: async (result: AuthActionResponse) => {
        if (result.success) {
          await invalidateAuthStore();
          const to = typeof params?.to === 'string' && params.to.startsWith('/') ? params.to : result.redirectTo;
          go({ to: to || '/', type: 'replace' });
          return;
        }
        const failure = result as unknown as LoginFailure;
        form.setFieldValue('code', '');
        captcha.refresh();
        if (failure.captcha) form.setFields([{ name: 'code', errors: [failure.error.message] }]);
      },
    },
  });

  const submit = (values: LoginValues) =>
    mutate({
      username: values.username,
      password: values.password,
      code: captcha.enabled ? values.code : '',
      randomStr: captcha.enabled ? captcha.randomStr : '',
    });

  return { form, submit, loading: isPending, captcha, tenantId };
}
