export { CONSTELLATION_SOURCES, type ConstellationSource } from './catalogue';
export { buildConstellation, CONSTELLATIONS, type Constellation, toConstellationId } from './constellations';
export {
  type CatalogueStar,
  GRID_MARGIN,
  GRID_SIZE,
  type GridPoint,
  gnomonic,
  patternCentre,
  projectToGrid,
} from './projection';
