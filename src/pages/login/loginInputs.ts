/** antd's Input and Input.Password alone, without the rest of antd's input index (`@/engine/named/Input`). */
export { Input } from '@/engine/named/Input';
export { default as Password } from 'antd/es/input/Password';
