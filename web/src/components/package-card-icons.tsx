import type { IconName } from '@tdp/shared/schemas/package';
import { spriteIcon } from './ui/sprite-icon.tsx';

/**
 * The package icons (`icons_data[].icon`): the 20 px regular shapes of Fluent UI System Icons (MIT, the set the
 * portal and admin draw with Fluent's icon package), drawn from the sprite (`ui/icons.svg`) without that package,
 * so the public pages load no styling runtime and no path data for them.
 */

/** An aeroplane (flights). */
const PlaneIcon = spriteIcon('package-plane', 20);

/** A bed (hotel nights). */
const BedIcon = spriteIcon('package-bed', 20);

/** A knife and fork (meals). */
const FoodIcon = spriteIcon('package-food', 20);

/** A wine glass (drinks). */
const WineIcon = spriteIcon('package-wine', 20);

/** A taxi (transfers). */
const CabIcon = spriteIcon('package-cab', 20);

/** A car (car rental). */
const CarIcon = spriteIcon('package-car', 20);

/** A train. */
const TrainIcon = spriteIcon('package-train', 20);

/** A bus. */
const BusIcon = spriteIcon('package-bus', 20);

/** A ship (cruises). */
const ShipIcon = spriteIcon('package-ship', 20);

/** A calendar (dates). */
const CalendarIcon = spriteIcon('package-calendar', 20);

/** A clock (times). */
const ClockIcon = spriteIcon('package-clock', 20);

/** A star (highlights; also the fallback). */
const StarIcon = spriteIcon('package-star', 20);

/** Two people (group size). */
const PeopleIcon = spriteIcon('package-people', 20);

/** A person with a heart (children, families). */
const PersonHeartIcon = spriteIcon('package-person-heart', 20);

/** A folded map (tours). */
const MapIcon = spriteIcon('package-map', 20);

/** A beach umbrella. */
const BeachIcon = spriteIcon('package-beach', 20);

/** A mountain trail. */
const MountainIcon = spriteIcon('package-mountain', 20);

/** A leaf (spa). */
const LeafIcon = spriteIcon('package-leaf', 20);

/** A diamond (weddings). */
const DiamondIcon = spriteIcon('package-diamond', 20);

/** A crown (castles, theme parks). */
const CrownIcon = spriteIcon('package-crown', 20);

/** A gift (extras). */
const GiftIcon = spriteIcon('package-gift', 20);

/** A price tag with a percent sign (savings). */
const TagPercentIcon = spriteIcon('package-tag-percent', 20);

/** Wi-Fi waves. */
const WifiIcon = spriteIcon('package-wifi', 20);

/** A shield with a tick (insurance). */
const ShieldIcon = spriteIcon('package-shield', 20);

/**
 * The drawn icon of each package icon name. A `Record` over every name, so adding a name to the shared list
 * without an icon here fails the type check.
 */
const PACKAGE_ICONS: Record<IconName, ReturnType<typeof spriteIcon>> = {
  plane: PlaneIcon,
  hotel: BedIcon,
  meal: FoodIcon,
  drink: WineIcon,
  transfer: CabIcon,
  car: CarIcon,
  train: TrainIcon,
  bus: BusIcon,
  ship: ShipIcon,
  calendar: CalendarIcon,
  clock: ClockIcon,
  star: StarIcon,
  users: PeopleIcon,
  child: PersonHeartIcon,
  tour: MapIcon,
  beach: BeachIcon,
  mountain: MountainIcon,
  spa: LeafIcon,
  ring: DiamondIcon,
  castle: CrownIcon,
  gift: GiftIcon,
  percent: TagPercentIcon,
  wifi: WifiIcon,
  shield: ShieldIcon,
};

/** The icon of a package icon line; decorative, since the line's text says what it means. */
export function PackageIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = PACKAGE_ICONS[name] ?? StarIcon;
  return <Icon className={className} />;
}

/** Calendar icon beside a package's dates. */
export const DatesIcon = CalendarIcon;
