import { useCallback, useState } from 'react';
import { phoneProblem } from '@schemas/phone';
import { ApiError } from '@/providers/apiError';
import { tm } from '@/providers/i18n';
import { notify } from '@/providers/notifier';
import { lookupUserNames, sendSmsCode } from '@/providers/phoneCalls';
import { useCaptcha } from './useCaptcha';
import { useCountdown } from './useCountdown';
import { useLoginOutcome } from './useLoginOutcome';
import { useSignIn } from './useSignIn';
import { captchaCodeRules } from './CaptchaField';
import { smsCodeRules } from './SmsCodeField';
import { useLoginFields, type FieldRule } from './useLoginFields';

export interface PhoneValues {
  [field: string]: string | undefined;
  phone: string;
  captchaCode?: string;
  smsCode: string;
}

/** The phone checks of docs/product.md#validation, with their exact messages. */
export const phoneRule: FieldRule = {
  check: (value) => {
    const problem = phoneProblem(value);
    return problem ? tm(problem) : undefined;
  },
};

/**
 * The phone form's controller: the code is sent (the image captcha guarding the button when it is on), a
 * countdown keeps the button off until another may be sent, and the code signs in (`mobile=SMS@<phone>`).
 */
export function usePhoneLogin() {
  const captcha = useCaptcha();
  const form = useLoginFields<PhoneValues>('phoneLogin', {
    phone: [phoneRule],
    captchaCode: captchaCodeRules(),
    smsCode: smsCodeRules(),
  });
  const countdown = useCountdown();
  const outcome = useLoginOutcome();
  const [sending, setSending] = useState(false);
  /** The user names found for the phone, shown in a dialog until it is closed. */
  const [userNames, setUserNames] = useState<string[] | null>(null);
  const closeUserNames = useCallback(() => setUserNames(null), []);

  const { signIn, pending } = useSignIn(async (result) => {
    const failure = await outcome(result);
    if (failure?.captcha) form.setFieldError('smsCode', failure.error.message);
  });

  const sendCode = async () => {
    const values = form.validate(captcha.enabled ? ['phone', 'captchaCode'] : ['phone']);
    if (!values) return;
    setSending(true);
    try {
      const sent = await sendSmsCode(values.phone!, captcha.enabled ? { randomStr: captcha.randomStr, code: values.captchaCode ?? '' } : undefined);
      countdown.start(sent.resendAfter);
      notify.success(tm('发送成功!'));
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(0, String(e));
      if (err.statusCode === 428) form.setFieldError('captchaCode', err.message);
      else if (err.errors?.mobile) form.setFieldError('phone', tm(err.errors.mobile));
      else notify.error(err.message);
    } finally {
      // The image captcha is spent by every send, right or wrong.
      if (captcha.enabled) {
        captcha.refresh();
        form.setFieldValue('captchaCode', '');
      }
      setSending(false);
    }
  };

  /** The fields on screen: the image captcha only guards the send button, so it is not asked on sign-in. */
  const submit = () => {
    const values = form.validate(['phone', 'smsCode']);
    if (values) void signIn({ mode: 'sms', phone: values.phone, code: values.smsCode });
  };

  /** Forgotten user name: the code proves the phone, and the names of its accounts are shown. */
  const findUserNames = async () => {
    const values = form.validate(['phone', 'smsCode']);
    if (!values) return;
    try {
      const names = await lookupUserNames(values.phone, values.smsCode);
      form.setFieldValue('smsCode', '');
      setUserNames(names);
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(0, String(e));
      form.setFieldError('smsCode', err.message);
    }
  };

  return { form, captcha, countdown, sending, sendCode, submit, loading: pending, findUserNames, userNames, closeUserNames };
}
