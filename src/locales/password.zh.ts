/** The set-password step and the password change on the personal info page (src/pages/password/). */
export const passwordZh = {
  title: '设置新密码',
  intro: '您正在使用管理员设置的临时密码，请先设置自己的密码。',
  current: '当前密码',
  currentPlaceholder: '请输入临时密码',
  next: '新密码',
  nextPlaceholder: '8-20位，须同时包含字母和数字',
  repeat: '确认新密码',
  repeatPlaceholder: '请再次输入新密码',
  submit: '确定',
  done: '密码已修改',
};
