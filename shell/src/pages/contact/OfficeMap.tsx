import officeMap from '../../assets/office-map.svg';
import { CONTACT } from './contactDetails';

/**
 * Where we are, as a picture the site serves itself: no third-party map embed, so it works offline,
 * sets no cookies and cannot slow the page down.
 */
export function OfficeMap() {
  return (
    <figure css={{ margin: 0 }}>
      <img
        src={officeMap}
        alt={`Map showing Kingside Academy at ${CONTACT.addressLines.slice(1).join(', ')}, on Staunton Row at the corner of Morphy Street, across from Lasker Park`}
        width={960}
        height={540}
        loading="lazy"
        data-testid="office-map"
        css={(t) => ({
          width: '100%',
          height: 'auto',
          aspectRatio: '16 / 9',
          borderRadius: t.radius.lg,
          border: `1px solid ${t.colors.line}`,
        })}
      />
      <figcaption css={(t) => ({ marginTop: 8, fontSize: '0.9rem', color: t.colors.inkSoft })}>
        {CONTACT.addressLines.slice(1).join(', ')} · Entrance on Staunton Row, opposite Lasker Park.
      </figcaption>
    </figure>
  );
}
