import type { ProductType } from '@/domain/catalogue/product-types'
import type { Building } from '@/payload-types'

export type BuildingSwitches = Pick<Building, 'isDayPassDisabled' | 'isConfRoomDisabled' | 'isVirtualOfficeDisabled'>

/** Whether the building sells this type at all: operators switch products off per building (bundles are day passes). */
export function isTypeOffered(building: BuildingSwitches, type: ProductType): boolean {
  switch (type) {
    case 'DAY_PASS':
    case 'BUNDLE':
      return !building.isDayPassDisabled
    case 'CONFERENCE_ROOM':
      return !building.isConfRoomDisabled
    case 'VIRTUAL_OFFICE':
      return !building.isVirtualOfficeDisabled
  }
}
