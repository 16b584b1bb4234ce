import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import type { LoginParams } from '@/providers/authProvider';
import { ApiError } from '@/providers/apiError';
import { tm } from '@/providers/i18n';
import { notify } from '@/providers/notifier';
import { setLoginPath, setTenantId } from '@/providers/session';
import { checkSecondFactor, sendSecondFactorCode } from '@/providers/tokenCalls';
import { useCaptcha } from './useCaptcha';
import { useCountdown } from './useCountdown';
import { useLoginOutcome } from './useLoginOutcome';
import { useSignIn } from './useSignIn';
import { captchaCodeRules } from './CaptchaField';
import { smsCodeRules } from './SmsCodeField';
import { useLoginFields } from './useLoginFields';
import { reportUnlessAnswered } from '@/providers/reportProblem';

export interface LoginValues {
  [field: string]: string | undefined;
  username: string;
  password: string;
  code?: string;
  secondCode?: string;
}

/**
 * The password form's controller: the route's tenant, the captcha, the second factor step (secCheck, then the
 * code sent to the phone), binding a social identity after a 417 (`?bindState=`), submission and its outcomes.
 */
export function useLoginForm() {
  const [secondStep, setSecondStep] = useState(false);
  const form = useLoginFields<LoginValues>(
    'login',
    {
      username: [{ required: true, whitespace: true, message: tm('请输入用户名') }],
      password: [{ required: true, message: tm('请输入密码') }],
      code: captchaCodeRules(),
      secondCode: smsCodeRules(),
    },
    // A different user name may not need the second factor: ask again on the next submit.
    (name) => name === 'username' && setSecondStep(false),
  );
  const { tenantId } = useParams();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const bindState = search.get('bindState') ?? undefined;
  const captcha = useCaptcha();
  const outcome = useLoginOutcome();
  const countdown = useCountdown();
  // The second-factor question is quick: it guards against a double submit without spinning the button.
  const checking = useRef(false);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    // The login page a user came through is where logout and an expired session send them back.
    setLoginPath(pathname);
    if (tenantId) setTenantId(tenantId);
  }, [pathname, tenantId]);

  // The auth provider has already shown the 4 s error toast; here the form reacts to the outcome.
  const { signIn, pending } = useSignIn(async (result) => {
    const failure = await outcome(result);
    if (!failure) return;
    form.setFieldValue('code', '');
    captcha.refresh();
    if (failure.captcha) form.setFieldError('code', failure.error.message);
    if (failure.secondCheck) {
      setSecondStep(true);
      form.setFieldValue('secondCode', '');
    }
  });

  /** The fields on screen: the captcha when the server asks for one, the code from the phone once due. */
  const shown: (keyof LoginValues)[] = ['username', 'password', ...(captcha.enabled ? (['code'] as const) : []), ...(secondStep ? (['secondCode'] as const) : [])];

  const submit = async () => {
    const values = form.validate(shown);
    if (!values) return;
    // Before spending the captcha: does this account need the code from its phone too?
    if (!secondStep) {
      if (checking.current) return;
      checking.current = true;
      // Unknown (no answer): the token call asks for the code itself if the account needs one.
      const needed = await checkSecondFactor(values.username).catch((error: unknown) => {
        reportUnlessAnswered(error);
        return false;
      });
      checking.current = false;
      if (needed) {
        setSecondStep(true);
        return;
      }
    }
    const login = {
      username: values.username,
      password: values.password,
      code: captcha.enabled ? values.code : '',
      randomStr: captcha.enabled ? captcha.randomStr : '',
      secondCode: secondStep ? values.secondCode : undefined,
    };
    const params: LoginParams = bindState ? { mode: 'bind', state: bindState, ...login } : login;
    void signIn(params);
  };

  const sendSecondCode = async () => {
    const username = form.getFieldValue('username');
    if (!username?.trim()) {
      form.setFieldError('username', tm('请输入用户名'));
      return;
    }
    setSending(true);
    try {
      const sent = await sendSecondFactorCode(username);
      countdown.start(sent.resendAfter);
      notify.success(tm('发送成功!'));
    } catch (e) {
      notify.error(e instanceof ApiError ? e.message : String(e));
    } finally {
      setSending(false);
    }
  };

  const leaveBinding = () => {
    search.delete('bindState');
    setSearch(search, { replace: true });
  };

  return {
    form,
    submit,
    loading: pending,
    captcha,
    tenantId,
    secondStep,
    sendSecondCode,
    sending,
    countdown,
    bindState,
    leaveBinding,
  };
}
