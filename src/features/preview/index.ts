export {
  currentPreview,
  isPreviewMode,
  parsePreview,
  type LayoutConfig,
  type PreviewOptions,
} from "./preview-mode";
