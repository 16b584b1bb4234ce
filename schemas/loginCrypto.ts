import CryptoJS from 'crypto-js';

/**
 * The login password travels AES-encrypted (DESIGN.md section 7): AES-CBC, the key doubling as the IV,
 * zero padding, Base64. The key is configuration (LOGIN_AES_KEY) that the server hands the console.
 */
export function encryptLoginPassword(plain: string, key: string): string {
  const k = CryptoJS.enc.Latin1.parse(key);
  return CryptoJS.AES.encrypt(plain, k, {
    iv: k,
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.ZeroPadding,
  }).toString();
}

/** The server side of `encryptLoginPassword`; returns null when the text cannot be decrypted. */
export function decryptLoginPassword(cipherText: string, key: string): string | null {
  try {
    const k = CryptoJS.enc.Latin1.parse(key);
    const bytes = CryptoJS.AES.decrypt(cipherText, k, {
      iv: k,
      mode: CryptoJS.mode.CBC,
      padding: CryptoJS.pad.ZeroPadding,
    });
    // Zero padding leaves trailing NULs in place when the plain text is a multiple of the block size.
    const text = bytes.toString(CryptoJS.enc.Utf8).replace(/\0+$/, '');
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
