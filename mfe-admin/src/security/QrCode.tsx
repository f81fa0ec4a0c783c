import { QR_SIZE } from '@kingside/contracts';
import { Skeleton } from '@kingside/ui';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The otpauth URL as a QR code of QR_SIZE pixels (docs/spec.md §9), drawn in the browser by `qrcode`: the secret
 * never goes to a third-party QR service. The placeholder has the same size, so nothing shifts.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [image, setImage] = useState<{ value: string; src: string } | null>(null);
  useEffect(() => {
    let live = true;
    toDataURL(value, { width: QR_SIZE, margin: 1, errorCorrectionLevel: 'M' })
      .then((src) => live && setImage({ value, src }))
      .catch((error: unknown) => console.error('QR code could not be drawn', error));
    return () => {
      live = false;
    };
  }, [value]);
  if (image?.value !== value) return <Skeleton width={QR_SIZE} height={QR_SIZE} radius="4px" aria-hidden="true" />;
  return (
    <img src={image.src} width={QR_SIZE} height={QR_SIZE} alt={label} data-testid="two-factor-qr" css={{ imageRendering: 'pixelated' }} />
  );
}
