/**
 * antd's Input and Input.Password alone. antd's input index attaches TextArea, Search, OTP and Group to Input
 * when it loads, so `Input` from 'antd' always brings all of them; the sign-in forms use these two only
 * (DESIGN.md section 10). Same components, same styles.
 */
export { default as Input } from 'antd/es/input/Input';
export { default as Password } from 'antd/es/input/Password';
