// not-in-shell: what a page's route adds around it, loaded with the page's chunk (DemoRoute), so the
// landing route downloads none of it (DESIGN §6 budgets).
export { FavouriteToggle } from '../favourites/FavouriteToggle';
export { ShareButton } from '../favourites/ShareButton';
export { recordVisit } from '../favourites/store';
export { UseThisDemo } from './usage/UseThisDemo';
