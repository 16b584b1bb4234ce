/**
 * antd's Input alone. antd's input index attaches TextArea, Search, OTP and Group to Input when it loads, so
 * antd's index Input always brings all of them (rc-textarea among them); the sign-in forms, the list's search
 * form and the grid's cell editor draw this one only (docs/product.md#accessibility-themes-and-narrow-screens). Same component, same styles.
 */
export { default as Input } from 'antd/es/input/Input';
