import { useCallback, useState } from 'react';
import { Form } from 'antd';
import { phoneProblem } from '@schemas/phone';
import { ApiError } from '@/providers/http';
import { tm } from '@/providers/i18n';
import { notify } from '@/providers/notifier';
import { lookupUserNames, sendSmsCode } from '@/providers/tokenCalls';
import { useCaptcha } from './useCaptcha';
import { useCountdown } from './useCountdown';
import { useLoginOutcome } from './useLoginOutcome';
import { useSignIn } from './useSignIn';

export interface PhoneValues {
  phone: string;
  captchaCode?: string;
  smsCode: string;
}

/** antd rule of SPEC.md section 5's phone checks, with their exact messages. */
export const phoneRule = {
  validator: (_: unknown, value: unknown) => {
    const problem = phoneProblem(value);
    return problem ? Promise.reject(new Error(tm(problem))) : Promise.resolve();
  },
};

/**
 * The phone form's controller: the code is sent (the image captcha guarding the button when it is on), a
 * countdown keeps the button off until another may be sent, and the code signs in (`mobile=SMS@<phone>`).
 */
export function usePhoneLogin() {
  const [form] = Form.useForm<PhoneValues>();
  const captcha = useCaptcha();
  const countdown = useCountdown();
  const outcome = useLoginOutcome();
  const [sending, setSending] = useState(false);
  /** The user names found for the phone, shown in a dialog until it is closed. */
  const [userNames, setUserNames] = useState<string[] | null>(null);
  const closeUserNames = useCallback(() => setUserNames(null), []);

  const { signIn, pending } = useSignIn(async (result) => {
    const failure = await outcome(result);
    if (failure?.captcha) form.setFields([{ name: 'smsCode', errors: [failure.error.message] }]);
  });

  const sendCode = async () => {
    const fields: (keyof PhoneValues)[] = captcha.enabled ? ['phone', 'captchaCode'] : ['phone'];
    let values: Partial<PhoneValues>;
    try {
      values = await form.validateFields(fields);
    } catch {
      return;
    }
    setSending(true);
    try {
      const sent = await sendSmsCode(values.phone!, captcha.enabled ? { randomStr: captcha.randomStr, code: values.captchaCode ?? '' } : undefined);
      countdown.start(sent.resendAfter);
      notify.success(tm('发送成功!'));
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(0, String(e));
      if (err.statusCode === 428) form.setFields([{ name: 'captchaCode', errors: [err.message] }]);
      else if (err.errors?.mobile) form.setFields([{ name: 'phone', errors: [tm(err.errors.mobile)] }]);
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

  const submit = (values: PhoneValues) => void signIn({ mode: 'sms', phone: values.phone, code: values.smsCode });

  /** Forgotten user name: the code proves the phone, and the names of its accounts are shown. */
  const findUserNames = async () => {
    let values: PhoneValues;
    try {
      values = await form.validateFields(['phone', 'smsCode']);
    } catch {
      return;
    }
    try {
      const names = await lookupUserNames(values.phone, values.smsCode);
      form.setFieldValue('smsCode', '');
      setUserNames(names);
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(0, String(e));
      form.setFields([{ name: 'smsCode', errors: [err.message] }]);
    }
  };

  return { form, captcha, countdown, sending, sendCode, submit, loading: pending, findUserNames, userNames, closeUserNames };
}
