// Loaded on demand by the map picker, so Leaflet never weighs on pages without a map.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

// Bundling renames Leaflet's images, so the path it guesses from its CSS is wrong; give it the real URLs.
L.Icon.Default.imagePath = '';
L.Icon.Default.mergeOptions({ iconRetinaUrl, iconUrl, shadowUrl });

export default L;
