import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** The spec's QR size, in pixels. */
export const QR_SIZE = 512;

/** A PNG data URL of `text` as a QR code, drawn in the browser (no outside service sees the link). */
export function useQrCode(text: string): { dataUrl: string | null; failed: boolean } {
  const [state, setState] = useState<{ text: string; dataUrl: string | null; failed: boolean }>({ text: '', dataUrl: null, failed: false });
  useEffect(() => {
    let cancelled = false;
    QRCode.toDataURL(text, { width: QR_SIZE, margin: 2, errorCorrectionLevel: 'M', color: { dark: '#1c1917', light: '#ffffff' } }).then(
      (dataUrl) => !cancelled && setState({ text, dataUrl, failed: false }),
      () => !cancelled && setState({ text, dataUrl: null, failed: true }),
    );
    return () => {
      cancelled = true;
    };
  }, [text]);
  return state.text === text ? { dataUrl: state.dataUrl, failed: state.failed } : { dataUrl: null, failed: false };
}
