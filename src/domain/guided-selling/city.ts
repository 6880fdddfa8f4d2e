import type { BuildingCardModel } from '../locations/views'
import type { OgImageSource } from '../seo/og-image'
import type { CandidateBuilding } from './match'
import type { MicromarketChoice } from './questions'

/** A live building as the matching sees it, with the card the results show. */
export interface GuidedBuilding extends CandidateBuilding {
  card: BuildingCardModel
}

/** A live city as a guided-selling journey reads it. */
export interface GuidedSellingCity {
  city: { handle: string; name: string; share: OgImageSource }
  /** Micromarkets with at least one live building, by name: the 'area' choices. */
  micromarkets: MicromarketChoice[]
  buildings: GuidedBuilding[]
}
