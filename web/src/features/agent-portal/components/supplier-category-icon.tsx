import type { FluentIcon } from '@fluentui/react-icons';
import {
  AirplaneRegular,
  AppsAddInRegular,
  BeachRegular,
  BedRegular,
  FlagRegular,
  ShieldCheckmarkRegular,
  VehicleCarRegular,
  VehicleShipRegular,
  VehicleSubwayRegular,
} from '@fluentui/react-icons';
import type { SupplierCategory } from '@tdp/shared/schemas/supplier';

const ICONS: Readonly<Record<SupplierCategory, FluentIcon>> = {
  VacationPackages: BeachRegular,
  Cruise: VehicleShipRegular,
  GuidedTours: FlagRegular,
  Insurance: ShieldCheckmarkRegular,
  Car: VehicleCarRegular,
  'Ground&Rail': VehicleSubwayRegular,
  Air: AirplaneRegular,
  Hotels: BedRegular,
  AdditionalServices: AppsAddInRegular,
};

/** The picture of a suppliers-guide category (decorative: the category's name is always written beside it). */
export function SupplierCategoryIcon({ category, className }: { category: SupplierCategory; className?: string }) {
  const Icon = ICONS[category];
  return <Icon className={className} aria-hidden />;
}
