// React views of the PWA's module-level stores (update, connectivity, permission, install).
import { useSyncExternalStore } from "react";
import { installMode, subscribeInstall, type InstallMode } from "./install";
import {
  notificationPermission,
  subscribePermission,
  type NotificationPermissionState,
} from "./notifications";
import { getUpdateState, subscribeUpdateState, type UpdateState } from "./registration";

export { useOnline } from "./online";

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(subscribeUpdateState, getUpdateState, getUpdateState);
}

export function useNotificationPermission(): NotificationPermissionState {
  return useSyncExternalStore(subscribePermission, notificationPermission, notificationPermission);
}

export function useInstallMode(): InstallMode {
  return useSyncExternalStore(subscribeInstall, installMode, installMode);
}
