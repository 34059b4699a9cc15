export {
  currentPreview,
  isPreviewMode,
  parsePreview,
  type PreviewLayout,
  type PreviewOptions,
} from "./preview-mode";
