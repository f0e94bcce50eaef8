import {
  Airplane20Regular,
  Beach20Regular,
  Bed20Regular,
  Calendar20Regular,
  Clock20Regular,
  Crown20Regular,
  Diamond20Regular,
  DrinkWine20Regular,
  Food20Regular,
  Gift20Regular,
  LeafOne20Regular,
  Map20Regular,
  MountainTrail20Regular,
  People20Regular,
  PersonHeart20Regular,
  ShieldCheckmark20Regular,
  Star20Regular,
  TagPercent20Regular,
  VehicleBus20Regular,
  VehicleCab20Regular,
  VehicleCar20Regular,
  VehicleShip20Regular,
  VehicleSubway20Regular,
  Wifi120Regular,
  type FluentIcon,
} from '@fluentui/react-icons';
import type { IconName } from '@tdp/shared/schemas/package';

/**
 * The drawn icon of each package icon name (`icons_data[].icon`). A `Record` over every name, so adding a
 * name to the shared list without an icon here fails the type check.
 */
const PACKAGE_ICONS: Record<IconName, FluentIcon> = {
  plane: Airplane20Regular,
  hotel: Bed20Regular,
  meal: Food20Regular,
  drink: DrinkWine20Regular,
  transfer: VehicleCab20Regular,
  car: VehicleCar20Regular,
  train: VehicleSubway20Regular,
  bus: VehicleBus20Regular,
  ship: VehicleShip20Regular,
  calendar: Calendar20Regular,
  clock: Clock20Regular,
  star: Star20Regular,
  users: People20Regular,
  child: PersonHeart20Regular,
  tour: Map20Regular,
  beach: Beach20Regular,
  mountain: MountainTrail20Regular,
  spa: LeafOne20Regular,
  ring: Diamond20Regular,
  castle: Crown20Regular,
  gift: Gift20Regular,
  percent: TagPercent20Regular,
  wifi: Wifi120Regular,
  shield: ShieldCheckmark20Regular,
};

/** The icon of a package icon line; decorative, since the line's text says what it means. */
export function PackageIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = PACKAGE_ICONS[name] ?? Star20Regular;
  return <Icon aria-hidden="true" className={className} />;
}

/** Calendar icon beside a package's dates. */
export const DatesIcon = Calendar20Regular;
