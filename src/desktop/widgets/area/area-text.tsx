/** The shared, kit-free area names component (this shell's import path). */
export { AreaText } from '../../../shared/hooks/area/area-text';
