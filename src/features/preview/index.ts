export { currentPreview, isPreviewMode } from "./preview-mode";
