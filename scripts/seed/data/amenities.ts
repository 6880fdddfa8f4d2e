// Amenity catalogue for Sthana Workspaces. Buildings reference these by `key`.

export const AMENITIES: { key: string; label: string }[] = [
  { key: 'high-speed-wifi', label: 'High-speed Wi-Fi with dual ISP failover' },
  { key: 'meeting-rooms', label: 'Bookable meeting rooms' },
  { key: 'phone-booths', label: 'Soundproof phone booths' },
  { key: 'barista-pantry', label: 'Pantry with barista coffee' },
  { key: 'access-24x7', label: '24x7 access' },
  { key: 'power-backup', label: '100% power backup' },
  { key: 'car-parking', label: 'Car parking' },
  { key: 'bike-parking', label: 'Two-wheeler parking' },
  { key: 'wellness-room', label: 'Wellness room' },
  { key: 'mothers-room', label: "Mothers' room" },
  { key: 'event-space', label: 'Event space' },
  { key: 'printing', label: 'Printing and scanning' },
  { key: 'lockers', label: 'Personal lockers' },
  { key: 'security-cctv', label: '24x7 security and CCTV' },
  { key: 'ev-charging', label: 'EV charging points' },
]
