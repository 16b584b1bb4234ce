// Only the pieces the login cipher needs: the whole crypto-js would weigh on the login page's JavaScript.
import AES from 'crypto-js/aes';
import CryptoJS from 'crypto-js/core';
import Latin1 from 'crypto-js/enc-latin1';
import Utf8 from 'crypto-js/enc-utf8';
import ZeroPadding from 'crypto-js/pad-zeropadding';

/**
 * The login password travels AES-encrypted (docs/security.md#sign-in): AES-CBC, the key doubling as the IV,
 * zero padding, Base64. The key is configuration (LOGIN_AES_KEY) that the server hands the console.
 */
export function encryptLoginPassword(plain: string, key: string): string {
  const k = Latin1.parse(key);
  return AES.encrypt(plain, k, {
    iv: k,
    mode: CryptoJS.mode.CBC,
    padding: ZeroPadding,
  }).toString();
}

/** The server side of `encryptLoginPassword`; returns null when the text cannot be decrypted. */
export function decryptLoginPassword(cipherText: string, key: string): string | null {
  try {
    const k = Latin1.parse(key);
    const bytes = AES.decrypt(cipherText, k, {
      iv: k,
      mode: CryptoJS.mode.CBC,
      padding: ZeroPadding,
    });
    // Zero padding leaves trailing NULs in place when the plain text is a multiple of the block size.
    const text = bytes.toString(Utf8).replace(/\0+$/, '');
    return text.length > 0 ? text : null;
  } catch {
    return null;
  }
}

/** AES encryption of a reply's `data` (the encrypt header), same cipher settings as the password. */
export function encryptPayload(json: unknown, key: string): string {
  return encryptLoginPassword(JSON.stringify(json), key);
}

export function decryptPayload<T = unknown>(cipherText: string, key: string): T {
  const text = decryptLoginPassword(cipherText, key);
  if (text === null) throw new Error('cannot decrypt payload');
  return JSON.parse(text) as T;
}
